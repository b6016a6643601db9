// A project that revoked its legacy JWT secret (acceptLegacyJwt: false), started on a data directory from
// before the publishable/secret keys: its secrets.json is upgraded (not rejected), the keys stay the same
// across restarts, and the legacy anon key and HS256-signed tokens are refused while the new ones work.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';

const OLD_SECRETS = {
  jwtSecret: `old-${randomUUID()}`,
  postgresPassword: 'old-postgres-password',
  authenticatorPassword: 'old-authenticator-password',
};

let dataDir: string;
let backend: LocalBackend;

const start = (): Promise<LocalBackend> =>
  startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true, acceptLegacyJwt: false });

function hs256(payload: string, secret: string): string {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  return `${head}.${payload}.${createHmac('sha256', secret).update(`${head}.${payload}`).digest('base64url')}`;
}

async function memberToken(): Promise<string> {
  const client = createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: class {} as never },
  });
  // A confirmed member made with the admin API (sign-up waits for a mailed confirmation), then signed in.
  const email = `legacy-off-${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  const admin = createClient(backend.url, backend.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: class {} as never },
  });
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw new Error(`user creation failed: ${created.error.message}`);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  return data.session.access_token;
}

const rest = (headers: Record<string, string>) =>
  fetch(`${backend.url}/rest/v1/products_public?select=product_id&limit=1`, { headers });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-legacy-off-'));
  writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify(OLD_SECRETS), { mode: 0o600 });
  backend = await start();
});

afterAll(async () => {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an old data directory', () => {
  it('gets the new keys added to secrets.json and keeps its legacy secret', () => {
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({
      ...OLD_SECRETS,
      publishableKey: backend.publishableKey,
      secretKey: backend.secretKey,
      signingKey: { kty: 'EC', crv: 'P-256', kid: expect.any(String), d: expect.any(String) },
    });
    // The legacy keys are still derived from the old secret, so a project's printed legacy keys stay valid.
    const [head, payload] = backend.legacyAnonKey.split('.');
    expect(backend.legacyAnonKey).toBe(hs256(payload ?? '', OLD_SECRETS.jwtSecret));
    expect(head).toBeTruthy();
  });
});

describe('with legacy JWTs turned off', () => {
  it('refuses the legacy keys and HS256 user tokens everywhere', async () => {
    const legacyKey = await rest({ apikey: backend.legacyAnonKey });
    expect(legacyKey.status).toBe(401);
    expect(await legacyKey.json()).toMatchObject({ message: 'Invalid API key' });

    const token = await memberToken();
    const legacyToken = hs256(token.split('.')[1] ?? '', OLD_SECRETS.jwtSecret);
    const restRefused = await rest({
      apikey: backend.publishableKey,
      Authorization: `Bearer ${legacyToken}`,
    });
    expect(restRefused.status).toBe(401);
    expect(await restRefused.json()).toMatchObject({ code: 'PGRST301' });

    const authRefused = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${legacyToken}` },
    });
    expect(authRefused.status).toBe(403);
    expect(await authRefused.json()).toMatchObject({ error_code: 'bad_jwt' });

    const functionRefused = await fetch(`${backend.url}/functions/v1/health`, {
      headers: { Authorization: `Bearer ${backend.legacyAnonKey}` },
    });
    expect(functionRefused.status).toBe(401);
  });

  it('accepts the publishable key and ES256 user tokens', async () => {
    const token = await memberToken();
    expect((await rest({ apikey: backend.publishableKey })).status).toBe(200);
    expect((await rest({ apikey: backend.publishableKey, Authorization: `Bearer ${token}` })).status).toBe(
      200,
    );
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(200);
    const health = await fetch(`${backend.url}/functions/v1/health`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}` },
    });
    expect(health.status).toBe(200);
  });

  it('keeps the same keys after a restart', async () => {
    const before = {
      publishableKey: backend.publishableKey,
      secretKey: backend.secretKey,
      jwks: await (await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`)).json(),
    };
    await backend.stop();
    backend = await start();
    expect(backend.publishableKey).toBe(before.publishableKey);
    expect(backend.secretKey).toBe(before.secretKey);
    expect(await (await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual(before.jwks);
  });
});
