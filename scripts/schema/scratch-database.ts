// A throw-away local database as a new hosted project has it before its first migration (bootstrap/: roles,
// auth and storage), for building the schema twice (from the migrations, from supabase/schemas) and diffing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDatabase, type Database } from '../../supabase/local/cluster.ts';
import { bootstrap, inTransaction, migrationFiles } from '../../supabase/local/migrate.ts';
import { dataDirLayout, loadOrCreateSecrets } from '../../supabase/local/secrets.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MIGRATIONS_DIR = path.join(ROOT, 'supabase/migrations');
export const SCHEMAS_DIR = path.join(ROOT, 'supabase/schemas');

export interface ScratchDatabase {
  db: Database;
  /** `postgres`'s connection string: what migrations and `supabase db diff` run as on hosted. */
  url: string;
  stop(): Promise<void>;
}

export async function startScratchDatabase(): Promise<ScratchDatabase> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'schema-db-'));
  const layout = dataDirLayout(root);
  const db = await startDatabase({
    layout,
    secrets: loadOrCreateSecrets(layout),
    quiet: true,
    ephemeral: true,
  });
  try {
    await bootstrap(db.admin);
    await db.setLoginPasswords();
  } catch (error) {
    await db.stop();
    throw error;
  }
  return {
    db,
    url: db.ownerUrl,
    async stop() {
      await db.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Runs every migration as `postgres`, one transaction each, as `supabase db reset` does (no seed). */
export async function applyMigrations(scratch: ScratchDatabase, dir = MIGRATIONS_DIR): Promise<void> {
  for (const migration of migrationFiles(dir)) {
    try {
      await inTransaction(scratch.db.owner, (client) =>
        client.query(readFileSync(migration.file, 'utf8')).then(() => undefined),
      );
    } catch (error) {
      throw new Error(`${path.basename(migration.file)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}
