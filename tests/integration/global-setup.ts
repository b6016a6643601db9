// Starts one local backend for the integration project (free port, fresh temporary data directory) and
// hands its URL and keys to the tests through Vitest's provide/inject; stops it and deletes the data after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../../supabase/local/server.ts';
import { startFakeEcb } from './fake-ecb.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string;
    /** `sb_publishable_...` (role anon) and `sb_secret_...` (role service_role): the default keys. */
    publishableKey: string;
    secretKey: string;
    /** The legacy anon and service_role JWTs, still accepted. */
    legacyAnonKey: string;
    legacyServiceRoleKey: string;
    mailboxUrl: string;
    /** The `postgres` role, as migrations run on hosted (not a superuser). */
    dbUrl: string;
    /** The superuser `supabase_admin`: only for what a hosted project's postgres may not see or do. */
    adminDbUrl: string;
    /** The legacy HS256 signing secret, to forge expired tokens in bad-input tests. */
    jwtSecret: string;
    /** Seconds a used refresh token is still answered (kept short so the test can outwait it). */
    refreshReuseSeconds: number;
  }
}

const REFRESH_REUSE_SECONDS = 1;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-test-'));
  const backend = await startLocalBackend({
    port: 0,
    dataDir,
    quiet: true,
    ephemeral: true,
    refreshTokenReuseInterval: REFRESH_REUSE_SECONDS,
  });
  // The invoice function reads euro rates from a local stand-in of the ECB's file, never the network.
  const ecb = await startFakeEcb();
  await backend.setFunctionsEnv({ ECB_RATES_URL: ecb.url });
  project.provide('supabaseUrl', backend.url);
  project.provide('publishableKey', backend.publishableKey);
  project.provide('secretKey', backend.secretKey);
  project.provide('legacyAnonKey', backend.legacyAnonKey);
  project.provide('legacyServiceRoleKey', backend.legacyServiceRoleKey);
  project.provide('mailboxUrl', backend.mailboxUrl);
  project.provide('dbUrl', backend.dbUrl);
  project.provide('adminDbUrl', backend.adminDbUrl);
  project.provide('jwtSecret', backend.jwtSecret);
  project.provide('refreshReuseSeconds', REFRESH_REUSE_SECONDS);
  return async () => {
    await backend.stop();
    await ecb.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
