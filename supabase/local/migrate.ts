// Brings the database to the state `supabase db reset` would: bootstrap/ as supabase_admin (roles, schemas,
// auth/storage tables), then as postgres each supabase/migrations/*.sql once in filename order, and on a new
// database seed.sql; the demo accounts are created by the auth code as supabase_auth_admin.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { createUser, findUserByEmail } from './auth/users.ts';
import type { Database } from './cluster.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = path.resolve(here, '..');

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

export function migrationFiles(dir: string): { version: string; name: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^([^_]+)_?(.*)\.sql$/.exec(file);
      return { version: match?.[1] ?? file, name: match?.[2] ?? '', file: path.join(dir, file) };
    });
}

export async function inTransaction(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const BOOTSTRAP_DIR = path.join(here, 'bootstrap');

/** What a hosted project has before the first migration: runs on every start (each file is idempotent). */
export async function bootstrap(admin: pg.Pool): Promise<void> {
  for (const file of readdirSync(BOOTSTRAP_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    try {
      await admin.query(readFileSync(path.join(BOOTSTRAP_DIR, file), 'utf8'));
    } catch (error) {
      throw new Error(`bootstrap/${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * A migration applied to this database whose file has changed since: the database keeps what the old text made
 * (a new migration is the only way a change reaches a database, here as on hosted), so starting would serve
 * a schema the files no longer describe. The text each migration ran is stored in schema_migrations.statements.
 */
function refuseEditedMigrations(
  files: { version: string; file: string }[],
  applied: Map<string, string[] | null>,
): void {
  const edited = files.filter((migration) => {
    const statements = applied.get(migration.version);
    if (!statements || statements.length === 0) return false; // applied by a tool that kept no text
    return sha256(statements.join('')) !== sha256(readFileSync(migration.file, 'utf8'));
  });
  if (edited.length === 0) return;
  throw new Error(
    `These migrations changed after this database applied them: ${edited
      .map((migration) => path.basename(migration.file))
      .join(', ')}. A landed migration is never edited: put the change in a new migration. ` +
      'Run `npm run db:reset` to start the local database over from the files as they are.',
  );
}

export async function migrate(
  db: Pick<Database, 'admin' | 'owner' | 'auth' | 'setLoginPasswords'>,
  options: { supabaseDir?: string; log?: (line: string) => void } = {},
): Promise<MigrationReport> {
  const supabaseDir = options.supabaseDir ?? SUPABASE_DIR;
  const log = options.log ?? (() => undefined);
  await bootstrap(db.admin);
  await db.setLoginPasswords();
  const owner = db.owner;
  await owner.query(
    `create table if not exists supabase_migrations.local_state (key text primary key, value text not null)`,
  );

  const appliedRows = (
    await owner.query<{ version: string; statements: string[] | null }>(
      'select version, statements from supabase_migrations.schema_migrations',
    )
  ).rows;
  const applied = new Map(appliedRows.map((row) => [row.version, row.statements]));
  const report: MigrationReport = { applied: [], seeded: false };
  const files = migrationFiles(path.join(supabaseDir, 'migrations'));
  refuseEditedMigrations(files, applied);
  for (const migration of files) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(migration.file, 'utf8');
    try {
      await inTransaction(owner, async (client) => {
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    log(`applied migration ${path.basename(migration.file)}`);
    report.applied.push(migration.version);
  }

  const seeded = await owner.query(`select 1 from supabase_migrations.local_state where key = 'seeded'`);
  if (seeded.rowCount === 0) {
    const seedFile = path.join(supabaseDir, 'seed.sql');
    if (
      existsSync(seedFile) &&
      !(await owner.query(`select 1 from supabase_migrations.local_state where key = 'seed.sql'`)).rowCount
    ) {
      await inTransaction(owner, async (client) => {
        try {
          await client.query(readFileSync(seedFile, 'utf8'));
        } catch (error) {
          throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error });
        }
        await client.query(
          `insert into supabase_migrations.local_state (key, value) values ('seed.sql', now()::text)`,
        );
      });
      log('ran seed.sql');
    }
    // Idempotent (existing accounts are kept): a start interrupted here finishes the job on the next one.
    await createDemoAccounts(db.auth, owner, log);
    await owner.query(
      `insert into supabase_migrations.local_state (key, value) values ('seeded', now()::text)`,
    );
    report.seeded = true;
  }
  return report;
}

/** Accounts through the auth code on GoTrue's login (supabase_auth_admin); the demo admin's staff role (owner:
 * everything, staff and settings included) as postgres. */
async function createDemoAccounts(auth: pg.Pool, owner: pg.Pool, log: (line: string) => void): Promise<void> {
  const { rows } = await owner.query<{ roles: string | null; staff: string | null }>(
    `select to_regclass('public.user_roles')::text as roles,
            to_regprocedure('public.staff_role_of(uuid)')::text as staff`,
  );
  const hasUserRoles = rows[0]?.roles !== null;
  // A database migrated before the staff roles (issue 32) knows only 'admin'; 20261130100020_first_owner.sql
  // makes that admin the owner when the later migrations run.
  const demoRole = rows[0]?.staff ? 'owner' : 'admin';
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(auth, account.email);
    const user =
      existing ??
      (await createUser(auth, {
        email: account.email,
        password: account.password,
        userMetadata: { full_name: account.fullName },
        confirmed: true,
      }));
    if (account.admin) {
      if (hasUserRoles) {
        await owner.query(
          `insert into public.user_roles (user_id, role) select $1, $2
           where not exists (select 1 from public.user_roles where user_id = $1 and role <> 'member')`,
          [user.id, demoRole],
        );
      } else {
        log('public.user_roles does not exist yet: the demo admin has no admin role');
      }
    }
    if (account.totpSecret) {
      await auth.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
         select gen_random_uuid(), $1, 'Demo authenticator', 'totp', 'verified', $2, now(), now()
         where not exists (select 1 from auth.mfa_factors where user_id = $1 and factor_type = 'totp')`,
        [user.id, account.totpSecret],
      );
    }
  }
  log('created the demo accounts');
}
