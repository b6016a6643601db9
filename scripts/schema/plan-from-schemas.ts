// Builds the database twice (from supabase/migrations, and from supabase/schemas loaded into a shadow) and
// asks pg-delta what it would take to bring the first to the second: nothing, when they agree; otherwise the
// statements of the next migration.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { planSchemaFiles, type PlanSchemaFilesResult, type SqlFile } from '@supabase/pg-delta';
import pg from 'pg';
import { shopProfile } from './profile.ts';
import {
  applyMigrations,
  MIGRATIONS_DIR,
  SCHEMAS_DIR,
  startScratchDatabase,
  type ScratchDatabase,
} from './scratch-database.ts';

/** Every .sql file below dir, named by its path relative to dir, in path order. */
export function readSchemaFiles(dir = SCHEMAS_DIR): SqlFile[] {
  const files: SqlFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder).sort()) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.sql'))
        files.push({ name: path.relative(dir, full), sql: readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return files;
}

export interface BuiltDatabases {
  fromMigrations: ScratchDatabase;
  fromSchemas: ScratchDatabase;
  result: PlanSchemaFilesResult;
  stop(): Promise<void>;
}

export async function planFromSchemas(
  options: { migrationsDir?: string; schemasDir?: string } = {},
): Promise<BuiltDatabases> {
  const [fromMigrations, fromSchemas] = await Promise.all([startScratchDatabase(), startScratchDatabase()]);
  const target = new pg.Pool({ connectionString: fromMigrations.url, max: 2 });
  const shadow = new pg.Pool({ connectionString: fromSchemas.url, max: 2 });
  // Stopping a cluster ends its idle connections: not an error of the build.
  for (const pool of [target, shadow]) pool.on('error', () => undefined);
  const stop = async () => {
    await Promise.allSettled([target.end(), shadow.end()]);
    await Promise.allSettled([fromMigrations.stop(), fromSchemas.stop()]);
  };
  try {
    await applyMigrations(fromMigrations, options.migrationsDir ?? MIGRATIONS_DIR);
    const result = await planSchemaFiles(target, shadow, readSchemaFiles(options.schemasDir), {
      profile: shopProfile,
      // The shadow is a cluster of its own, bootstrapped as a new hosted project (auth, storage): not empty.
      isolatedShadow: true,
      // Bodies are checked once loaded; the platform's own routines (auth.uid ...) cannot be re-checked as postgres.
      strictFunctionBodies: false,
      strictDataStatements: true,
      reorder: false,
    });
    return { fromMigrations, fromSchemas, result, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
