// A data dump in the shape `supabase db dump --data-only` writes (one INSERT per table with every row, sequences
// set after, triggers off while loading), made with plain SQL over a connection: the CLI runs pg_dump in a Docker
// container, and pg_dump must be as new as the server (17), which this machine has neither of. The schema is not
// dumped: it is the migrations, whose versions the header records so that a restore knows which schema the data
// fits (docs/backups.md).
import type pg from 'pg';

/** The schemas and tables `supabase db dump --data-only` leaves out (CLI 3.1.0, its `--dry-run` script). */
export const EXCLUDED_SCHEMAS =
  /^(information_schema|pg_.*|graphql|graphql_public|pgsodium|pgsodium_masks|pgtle|repack|tiger|tiger_data|timescaledb_.*|_timescaledb_.*|topology|vault|etl|extensions|pgbouncer|realtime|supabase_migrations|_analytics|_realtime|_supavisor|cron|net)$/;
export const EXCLUDED_TABLES = new Set([
  'auth.schema_migrations',
  'storage.migrations',
  'supabase_functions.migrations',
]);

/** Sessions settings the dump is read and loaded with, so that every value's text reads back the same. */
export const SESSION_SETTINGS = [
  `SET client_encoding = 'UTF8';`,
  `SET DateStyle = 'ISO, YMD';`,
  `SET IntervalStyle = 'postgres';`,
  `SET TimeZone = 'UTC';`,
  `SET extra_float_digits = 3;`,
  `SET standard_conforming_strings = on;`,
];

export const HEADER = '-- Maison Immortela data dump';
const MIGRATIONS_LINE = '-- migrations: ';

interface Queryable {
  query: pg.Client['query'];
}

export interface DumpTable {
  schema: string;
  name: string;
}

const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;
export const qualified = (table: DumpTable): string => `${ident(table.schema)}.${ident(table.name)}`;

/** Every ordinary table the dump covers: not an extension's own, not in an excluded schema or list. */
export async function dumpTables(db: Queryable): Promise<DumpTable[]> {
  const { rows } = await db.query<DumpTable>(
    `select n.nspname as schema, c.relname as name
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and c.relpersistence = 'p'
        and not exists (select 1 from pg_catalog.pg_depend d
                         where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      order by 1, 2`,
  );
  return rows.filter(
    (table) => !EXCLUDED_SCHEMAS.test(table.schema) && !EXCLUDED_TABLES.has(`${table.schema}.${table.name}`),
  );
}

async function tableInsert(db: Queryable, table: DumpTable): Promise<string | null> {
  const { rows: columns } = await db.query<{ name: string; always: boolean }>(
    `select attname as name, attidentity = 'a' as always from pg_catalog.pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [qualified(table)],
  );
  if (columns.length === 0) return null;
  // The server writes each value's literal (quote_nullable of its text form), so every type round-trips.
  const literals = columns.map((column) => `quote_nullable(${ident(column.name)})`).join(', ');
  const { rows } = await db.query<{ row: string }>(
    `select '(' || concat_ws(', ', ${literals}) || ')' as row from ${qualified(table)}`,
  );
  if (rows.length === 0) return null;
  const overriding = columns.some((column) => column.always) ? ' OVERRIDING SYSTEM VALUE' : '';
  const names = columns.map((column) => ident(column.name)).join(', ');
  return `INSERT INTO ${qualified(table)} (${names})${overriding} VALUES\n${rows.map((r) => r.row).join(',\n')};`;
}

async function sequenceValues(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `select schemaname as schema, sequencename as name from pg_catalog.pg_sequences
      where last_value is not null order by 1, 2`,
  );
  const statements: string[] = [];
  for (const sequence of rows.filter((s) => !EXCLUDED_SCHEMAS.test(s.schema))) {
    const name = qualified(sequence);
    const { rows: values } = await db.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    const value = values[0];
    if (!value) continue;
    const { last_value: last, is_called: called } = value;
    statements.push(`SELECT pg_catalog.setval('${name.replaceAll("'", "''")}', ${last}, ${called});`);
  }
  return statements;
}

/** The migrations the database has run, as the CLI and the local backend record them. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    `select version from supabase_migrations.schema_migrations order by version`,
  );
  return rows.map((row) => row.version);
}

/** Reads every table in one snapshot (as pg_dump does) and returns the dump's text. */
export async function dumpData(db: Queryable, takenAt: Date = new Date()): Promise<string> {
  await db.query('begin isolation level repeatable read read only');
  try {
    for (const setting of SESSION_SETTINGS) await db.query(setting);
    const migrations = await appliedMigrations(db);
    const parts = [
      HEADER,
      `-- taken at: ${takenAt.toISOString()}`,
      `${MIGRATIONS_LINE}${migrations.join(',')}`,
      ...SESSION_SETTINGS,
      // As the CLI's data dump: no trigger or foreign key check while loading, the rows are already consistent.
      'SET session_replication_role = replica;',
    ];
    for (const table of await dumpTables(db)) {
      const insert = await tableInsert(db, table);
      if (insert) parts.push(insert);
    }
    parts.push(...(await sequenceValues(db)));
    parts.push('RESET session_replication_role;', '');
    return parts.join('\n');
  } finally {
    await db.query('rollback');
  }
}

/** The migration versions a dump's header names, or null for a dump without that header. */
export function dumpMigrations(dump: string): string[] | null {
  const line = dump
    .slice(0, 4096)
    .split('\n')
    .find((l) => l.startsWith(MIGRATIONS_LINE));
  if (line === undefined) return null;
  const list = line.slice(MIGRATIONS_LINE.length).trim();
  return list === '' ? [] : list.split(',');
}
