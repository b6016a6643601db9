// content-admin and the static host's build hook (issues 31, 33): a publish that is live now, and an unpublish, POST
// the hook the owner set, and what it answered is recorded for the admin screen; a scheduled publish does not
// call it then, but the content-promote-due run (pg_cron locally: a timer; here called as the job calls it, with
// the secret key) does once its time has come, once; so does a change to a published product (its page). The
// hook must be https (content_settings), so the test's host serves TLS with a certificate from its own
// authority, which this backend's functions trust (DENO_CERT adds it to Deno's roots), on its own backend.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, demoAdminTotpCode } from '../../supabase/local/demo-accounts.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import type { Database } from '../../src/lib/database-api';
import type { Client } from './helpers';

let dir: string;
let dataDir: string;
let backend: LocalBackend;
let host: Server;
let hostUrl: string;
let admin: Client;
const calls: { method?: string; url?: string; body: string }[] = [];

/** Node 20 has no WebSocket and the test never uses Realtime (as helpers.ts). */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not part of the local backend');
  }
}

/** A certificate authority and a certificate for 127.0.0.1 signed by it (rustls refuses a self-signed leaf). */
function certificates(): { ca: string; key: Buffer; cert: Buffer } {
  const file = (name: string): string => path.join(dir, name);
  const openssl = (...args: string[]): void => {
    execFileSync('openssl', args, { stdio: 'ignore' });
  };
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca-key.pem'),
    '-out',
    file('ca.pem'),
    '-days',
    '1',
    '-subj',
    '/CN=Build hook test CA',
  );
  openssl('req', ...ecKey, '-keyout', file('key.pem'), '-out', file('host.csr'), '-subj', '/CN=127.0.0.1');
  writeFileSync(file('host.ext'), 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n');
  openssl(
    'x509',
    '-req',
    '-in',
    file('host.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca-key.pem'),
    '-CAcreateserial',
    '-out',
    file('cert.pem'),
    '-days',
    '1',
    '-extfile',
    file('host.ext'),
  );
  return { ca: file('ca.pem'), key: readFileSync(file('key.pem')), cert: readFileSync(file('cert.pem')) };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-build-hook-'));
  const { ca, key, cert } = certificates();
  host = createServer({ key, cert }, (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ method: request.method, url: request.url, body });
      response.writeHead(request.url === '/hook' ? 200 : 404).end('{}');
    });
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `https://127.0.0.1:${(host.address() as AddressInfo).port}`;

  dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-build-hook-'));
  backend = await startLocalBackend({
    port: 0,
    dataDir,
    quiet: true,
    ephemeral: true,
    scheduledJobs: false, // the test runs content-promote-due itself
  });
  await backend.setFunctionsEnv({ DENO_CERT: ca });
  admin = createClient<Database>(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  });
  const signedIn = await admin.auth.signInWithPassword({
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
  });
  expect(signedIn.error).toBeNull();
  const { data: factors } = await admin.auth.mfa.listFactors();
  const factor = factors?.totp.find((candidate) => candidate.status === 'verified');
  const verified = await admin.auth.mfa.challengeAndVerify({
    factorId: factor!.id,
    code: demoAdminTotpCode(),
  });
  expect(verified.error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
  host?.closeAllConnections();
  await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
  rmSync(dir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function contentAdmin(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const token = (await admin.auth.getSession()).data.session!.access_token;
  const response = await fetch(`${backend.url}/functions/v1/content-admin`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: backend.publishableKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** content-admin as the content-promote-due job calls it. */
async function promoteDue(
  key = backend.secretKey,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/functions/v1/content-admin`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'promote-due' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** SQL as the database owner on this file's backend. */
async function ownerQuery(text: string, values: unknown[] = []): Promise<void> {
  const db = new pg.Client({ connectionString: backend.dbUrl });
  await db.connect();
  try {
    await db.query(text, values);
  } finally {
    await db.end();
  }
}

/** The clock reaches a scheduled time: the document's schedule moved a second into the past. */
const scheduleReached = (id: string): Promise<void> =>
  ownerQuery(
    `update public.content_documents set scheduled_for = now() - interval '1 second' where id = $1`,
    [id],
  );

async function lastStatus(): Promise<string | null> {
  const { data, error } = await admin.from('content_settings').select('last_build_hook_status').single();
  expect(error).toBeNull();
  return data!.last_build_hook_status;
}

async function newArticle(): Promise<string> {
  const words = (title: string) => ({
    title,
    description: `${title}, described`,
    excerpt: `${title}, in short`,
    keywords: 'rose',
    coverAlt: '',
    body: `<p>${title}.</p>`,
  });
  const saved = await contentAdmin({
    action: 'save',
    kind: 'article',
    key: `hooked-${randomUUID().slice(0, 8)}`,
    draft: {
      shared: { author: 'Claire', date: '2026-11-20', cover: null, related: [] },
      en: words('Hook'),
      fr: words('Crochet'),
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (saved.body.document as { id: string }).id;
}

describe('content-admin build hook', () => {
  it('POSTs the hook after a publish now and an unpublish, and records what it answered', async () => {
    const set = await contentAdmin({ action: 'set-build-hook', url: `${hostUrl}/hook` });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const id = await newArticle();

    const published = await contentAdmin({ action: 'publish', id });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(calls).toEqual([{ method: 'POST', url: '/hook', body: '' }]);
    expect(await lastStatus()).toBe('200');

    expect((await contentAdmin({ action: 'set-build-hook', url: `${hostUrl}/gone` })).status).toBe(200);
    const unpublished = await contentAdmin({ action: 'unpublish', id });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect(calls.map((call) => call.url)).toEqual(['/hook', '/gone']);
    expect(await lastStatus()).toBe('404');
  });

  it('leaves the hook alone for a publish scheduled later, and when none is set', async () => {
    expect((await contentAdmin({ action: 'set-build-hook', url: `${hostUrl}/hook` })).status).toBe(200);
    const before = calls.length;
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await contentAdmin({ action: 'publish', id: await newArticle(), at });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);

    expect((await contentAdmin({ action: 'set-build-hook', url: null })).status).toBe(200);
    const published = await contentAdmin({ action: 'publish', id: await newArticle() });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(calls.length).toBe(before);
  });

  it('calls the hook once when a scheduled publish goes live, whoever promoted it first', async () => {
    expect((await contentAdmin({ action: 'set-build-hook', url: `${hostUrl}/hook` })).status).toBe(200);
    const at = new Date(Date.now() + 3600_000).toISOString();
    const first = await newArticle();
    expect((await contentAdmin({ action: 'publish', id: first, at })).status).toBe(200);
    const before = calls.length;

    // Nothing due: the run promotes nothing and calls nothing.
    expect(await promoteDue()).toEqual({ status: 200, body: { promoted: 0 } });
    expect(calls.length).toBe(before);

    await scheduleReached(first);
    expect(await promoteDue()).toEqual({ status: 200, body: { promoted: 1 } });
    expect(calls.slice(before)).toEqual([{ method: 'POST', url: '/hook', body: '' }]);
    expect(await lastStatus()).toBe('200');
    expect(await promoteDue()).toEqual({ status: 200, body: { promoted: 0 } });
    expect(calls.length).toBe(before + 1);

    // An admin's save promotes a due version before the job does: the job still rebuilds, once.
    const second = await newArticle();
    expect((await contentAdmin({ action: 'publish', id: second, at })).status).toBe(200);
    await scheduleReached(second);
    await newArticle();
    expect(calls.length).toBe(before + 1);
    expect(await promoteDue()).toEqual({ status: 200, body: { promoted: 0 } });
    expect(calls.length).toBe(before + 2);
    expect(await promoteDue()).toEqual({ status: 200, body: { promoted: 0 } });
    expect(calls.length).toBe(before + 2);
  });

  it('runs only promote-due with the secret key, and promote-due for nobody else', async () => {
    const other = await fetch(`${backend.url}/functions/v1/content-admin`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.secretKey}`, apikey: backend.secretKey },
      body: JSON.stringify({ action: 'delete', id: randomUUID() }),
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { code: 'invalid_request', field: 'action' } });
    const guest = await promoteDue(backend.publishableKey);
    expect(guest.status).toBe(401);
    const asAdmin = await contentAdmin({ action: 'promote-due' });
    expect(asAdmin.status).toBe(400);
  });

  it('rebuilds once within the run after a published product changes, never for a sale or a hidden product', async () => {
    expect((await contentAdmin({ action: 'set-build-hook', url: `${hostUrl}/hook` })).status).toBe(200);
    await promoteDue(); // whatever earlier tests left pending
    const before = calls.length;
    const slug = `hooked-${randomUUID().slice(0, 8)}`;
    await ownerQuery(
      `insert into public.products (product_id, title, price, published, stock) values ($1, 'Hook Balm', 40, false, 5)`,
      [slug],
    );
    // A product nobody sees, and a sale's stock counters on a published one: nothing to rebuild.
    await ownerQuery(`update public.products set title = 'Hidden Balm' where product_id = $1`, [slug]);
    await ownerQuery(
      `update public.products set stock = stock - 1 where product_id = 'renouvela-creme' and stock > 0`,
    );
    await promoteDue();
    expect(calls.length).toBe(before);

    // Published, then its price: one rebuild for both, by the next run.
    await ownerQuery(`update public.products set published = true where product_id = $1`, [slug]);
    await ownerQuery(`update public.products set price = 42 where product_id = $1`, [slug]);
    await promoteDue();
    expect(calls.slice(before)).toEqual([{ method: 'POST', url: '/hook', body: '' }]);
    await promoteDue();
    expect(calls.length).toBe(before + 1);

    // Removed from the shop: rebuilt again, so its address stops answering.
    await ownerQuery(`delete from public.products where product_id = $1`, [slug]);
    await promoteDue();
    expect(calls.length).toBe(before + 2);
  });
});
