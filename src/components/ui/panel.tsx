// A white card of the account and CRM pages: a section named by its heading, then its content.
import type { ReactNode } from 'react';

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white/70 p-6 shadow-sm">
      <h2 id={id} className="font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
