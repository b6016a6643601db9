// Loads a data dump (dump.ts, or `supabase db dump --data-only` of the CLI) into a database whose schema the
// migrations made: in one transaction, every table the dump covers is emptied and the dump's rows put in, so the
// database holds the dump's data and nothing else; any error leaves it as it was. Runs as the local superuser:
// the dump writes auth's and storage's tables and turns triggers off, as Supabase's restore guide does.
import type pg from 'pg';
import { DEMO_ACCOUNTS } from '../../supabase/local/demo-accounts.ts';
import { appliedMigrations, dumpMigrations, dumpTables, qualified, SESSION_SETTINGS } from './dump.ts';

interface Queryable {
  query: pg.Client['query'];
}

/** A refusal the command prints as is (no stack): what is wrong and what to do. */
export class RestoreRefused extends Error {}

/** What a database created by the local backend holds before anyone uses it: the seed and the demo accounts. */
export async function shopRows(db: Queryable): Promise<Record<string, number>> {
  const demo = DEMO_ACCOUNTS.map((account) => account.email);
  const { rows } = await db.query<Record<string, number>>(
    `select (select count(*) from public.orders) as orders,
            (select count(*) from public.invoices) as invoices,
            (select count(*) from public.contacts where email <> all($1::text[])) as contacts,
            (select count(*) from auth.users where email <> all($1::text[])) as users`,
    [demo],
  );
  return rows[0] ?? {};
}

function checkMigrations(dump: string, local: string[]): void {
  const wanted = dumpMigrations(dump);
  if (wanted === null) return; // a dump of the CLI: its schema is the user's to match
  const missing = wanted.filter((version) => !local.includes(version));
  if (missing.length > 0) {
    throw new RestoreRefused(
      `The dump was taken after migrations this database has not run (${missing.join(', ')}): ` +
        'check out the code of that day (or newer), then restore again.',
    );
  }
}

export async function restoreDump(
  db: Queryable,
  dump: string,
  options: { force?: boolean } = {},
): Promise<void> {
  checkMigrations(dump, await appliedMigrations(db));
  const found = await shopRows(db);
  const used = Object.entries(found).filter(([, count]) => count > 0);
  if (used.length > 0 && !options.force) {
    throw new RestoreRefused(
      `The local database is not empty (${used.map(([what, count]) => `${what}: ${count}`).join(', ')}): ` +
        'restoring would replace all of it. Run `npm run db:reset` first, or pass --force to replace it.',
    );
  }
  await db.query('begin');
  try {
    for (const setting of SESSION_SETTINGS) await db.query(setting);
    await db.query('set local session_replication_role = replica');
    const tables = await dumpTables(db);
    if (tables.length > 0) await db.query(`truncate ${tables.map(qualified).join(', ')}`);
    await db.query(dump);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
