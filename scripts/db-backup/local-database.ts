// The local backend's database for `npm run db:backup` and `db:restore`: the running one (`npm run dev` or
// `npm run supabase:local`, on SUPABASE_LOCAL_DB_PORT, 54322 by default), or, when none runs, one started here on
// the same data directory and stopped after (a new data directory is migrated and seeded first, as `npm run dev`
// would).
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { rolePassword, SUPERUSER } from '../../supabase/local/cluster.ts';
import { dataDirLayout, type LocalSecrets } from '../../supabase/local/secrets.ts';
import { DEFAULT_DATA_DIR, startLocalBackend } from '../../supabase/local/server.ts';

export type LocalRole = 'postgres' | typeof SUPERUSER;

function runningUrl(dataDir: string, role: LocalRole): string | null {
  const layout = dataDirLayout(dataDir);
  if (!existsSync(layout.secretsFile)) return null;
  const secrets = JSON.parse(readFileSync(layout.secretsFile, 'utf8')) as LocalSecrets;
  const port = Number(process.env.SUPABASE_LOCAL_DB_PORT ?? 54322);
  return `postgresql://${role}:${encodeURIComponent(rolePassword(secrets, role))}@127.0.0.1:${port}/postgres`;
}

async function connected(url: string): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED') return null;
    if (code === '28P01') {
      throw new Error(
        `The database on ${new URL(url).port} is not this data directory's (another worktree's backend?): ` +
          'stop it, or set SUPABASE_LOCAL_DB_PORT to the port `npm run supabase:local` printed.',
        { cause: error },
      );
    }
    throw error;
  }
}

/** Runs `work` connected as `role` to the local database, starting the backend for the time of it if needed. */
export async function withLocalDatabase<T>(role: LocalRole, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR;
  const url = runningUrl(dataDir, role);
  const running = url ? await connected(url) : null;
  if (running) {
    try {
      return await work(running);
    } finally {
      await running.end();
    }
  }
  const backend = await startLocalBackend({ port: 0, dataDir, quiet: true });
  try {
    const db = new pg.Client({ connectionString: role === SUPERUSER ? backend.adminDbUrl : backend.dbUrl });
    await db.connect();
    try {
      return await work(db);
    } finally {
      await db.end();
    }
  } finally {
    await backend.stop();
  }
}

/** Runs `work` connected to `url`. */
export async function withDatabase<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
