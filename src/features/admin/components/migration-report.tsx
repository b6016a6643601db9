// The report of a migration's dry run or run (catalogue, images): its title, the summary a screen reader hears
// when it arrives, then its table.
import type { ReactNode } from 'react';

export function MigrationReport({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl">
        {title}
      </h2>
      <p role="status" className="mt-2">
        {summary}
      </p>
      {children}
    </section>
  );
}
