// Where keyboard focus goes when the cart takes away what had it (WCAG 2.4.3): after a line goes, to the Remove
// button of the line now in its place (else the one before); after the last line or Clear, to the empty cart's
// message. Each move comes with a sentence for the page's status region, as a screen reader would otherwise say
// nothing of what went.
import { useEffect, useRef, useState } from 'react';

type FocusTarget = { line: string } | 'empty';

export function useCartFocus() {
  const container = useRef<HTMLDivElement>(null);
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  // Set by the action, read after the render that took the line away: the target exists by then.
  const pending = useRef<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const element =
      target === 'empty'
        ? emptyMessage.current
        : [...(container.current?.querySelectorAll<HTMLElement>('[data-line]') ?? [])]
            .find((line) => line.dataset.line === target.line)
            ?.querySelector<HTMLElement>('[data-remove]');
    element?.focus();
  });

  return {
    /** Holds the lines (each `data-line` with its id, its Remove button `data-remove`). */
    container,
    emptyMessage,
    announcement,
    /** The line at `index` of `ids` goes: focus its successor's Remove (or its predecessor's, or the empty cart). */
    lineGone(ids: string[], index: number, sentence: string) {
      const next = ids[index + 1] ?? ids[index - 1];
      pending.current = next ? { line: next } : 'empty';
      setAnnouncement(sentence);
    },
    cleared(sentence: string) {
      pending.current = 'empty';
      setAnnouncement(sentence);
    },
  };
}
