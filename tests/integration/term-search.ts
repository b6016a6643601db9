// Where a person's term (an address, a phone, a name) is left after an erasure: every text-like, JSON or byte
// column of every public table, the legal records included, read through the owner's connection.
import type pg from 'pg';

/** The columns of public holding the term (case-insensitive), as table.column, in name order. */
export async function columnsHolding(db: pg.Client, term: string): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       and (t.typname in ('text', 'varchar', 'bpchar', 'citext', 'json', 'jsonb', '_text', 'bytea') or t.typcategory = 'S')
     order by 1, 2`,
  );
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${JSON.stringify(table_name)}
       where ${JSON.stringify(column_name)}::text ilike $1`,
      [`%${term}%`],
    );
    if ((rows[0]?.n ?? 0) > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}
