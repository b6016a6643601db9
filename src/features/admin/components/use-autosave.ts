// Saves a draft a moment after the typing stops, one save at a time, and says how the last one went. What was
// typed stays in the editor whatever happens: a failed save only changes the status, and the next change (or
// the Save button) tries again with everything typed since.
import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; error: unknown };

export function useAutosave<T>({
  value,
  save,
  delay = 3000,
}: {
  value: T;
  /** Sends `value`; `autosave` is false for the Save button and before a publish. */
  save: (value: T, autosave: boolean) => Promise<void>;
  delay?: number;
}) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const latest = useRef(value);
  const saved = useRef(value);
  const running = useRef<Promise<void> | null>(null);

  useEffect(() => {
    latest.current = value;
  }, [value]);

  /** Saves what is typed now (after any save in flight); resolves once it is saved, rejects when refused. */
  const saveNow = useCallback(
    async (autosave = false) => {
      while (running.current) await running.current.catch(() => undefined);
      const sending = latest.current;
      if (autosave && sending === saved.current) return;
      setStatus({ kind: 'saving' });
      const attempt = save(sending, autosave);
      running.current = attempt;
      try {
        await attempt;
        saved.current = sending;
        setStatus({ kind: 'saved', at: new Date() });
      } catch (error) {
        setStatus({ kind: 'failed', error });
        throw error;
      } finally {
        if (running.current === attempt) running.current = null;
      }
    },
    [save],
  );

  useEffect(() => {
    if (value === saved.current) return;
    const timer = setTimeout(() => void saveNow(true).catch(() => undefined), delay);
    return () => clearTimeout(timer);
  }, [value, delay, saveNow]);

  /** After a restore: the draft now on the server is the one shown, nothing to save. */
  const markSaved = useCallback((next: T) => {
    saved.current = next;
    latest.current = next;
  }, []);

  return { status, saveNow, markSaved };
}
