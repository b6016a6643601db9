// The header row of the admin's tables: a head per column, each spaced from the next, a rule under them;
// the heads of figures align right, over their numbers. A column shown only sometimes is passed as null.
import { cn } from '@/lib/cn';

export type ColumnHead = string | { label: string; numeric: true } | null;

export function ColumnHeads({ columns }: { columns: ColumnHead[] }) {
  const shown = columns
    .filter((column) => column !== null)
    .map((column) => (typeof column === 'string' ? { label: column, numeric: false } : column));
  return (
    <thead>
      <tr className="border-b border-ink/20">
        {shown.map((column, index) => (
          <th
            key={column.label}
            scope="col"
            className={cn('py-2', index < shown.length - 1 && 'pr-4', column.numeric && 'text-right')}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
