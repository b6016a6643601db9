// A landed migration is never edited: the local backend keeps the text each migration ran
// (supabase_migrations.schema_migrations.statements, as the Supabase CLI does) and refuses to start a database
// whose migration files changed since, naming them and the way out, instead of silently serving the old schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startLocalBackend } from '../../supabase/local/server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-edited-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('refuses to start when a migration applied to the database has changed since, and says what to do', async () => {
  const first = await startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true });
  const db = new pg.Client({ connectionString: first.adminDbUrl });
  await db.connect();
  // As if 20261121000040_crm_functions.sql had been edited after this database ran it.
  await db.query(
    `update supabase_migrations.schema_migrations set statements = array['-- the text as it was when applied']
     where version = '20261121000040'`,
  );
  await db.end();
  await first.stop();

  await expect(startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true })).rejects.toThrow(
    /20261121000040_crm_functions\.sql\. A landed migration is never edited: put the change in a new migration\. Run `npm run db:reset`/,
  );
});
