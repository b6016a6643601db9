// A legal page (terms, privacy) opened from checkout in a new tab, so that nothing typed in the form is lost.
import type { ReactNode } from 'react';

export function LegalLink({ to, newTab, children }: { to: string; newTab: string; children?: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="underline underline-offset-2 hover:text-ink">
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
