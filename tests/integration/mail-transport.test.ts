// send-emails refuses clearly when no transport can work (its own backend, since it changes the function
// secrets as `supabase secrets set` does): no SMTP_HOST nor RESEND_API_KEY, or in production an SMTP port hosted
// Edge Functions may not reach (25, 587). Nothing is claimed then: the mail stays queued.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';

let backend: LocalBackend;
let dataDir: string;
let db: pg.Client;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-mail-'));
  backend = await startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true });
  db = new pg.Client({ connectionString: backend.dbUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function run() {
  const response = await fetch(`${backend.url}/functions/v1/send-emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.secretKey}`, apikey: backend.secretKey },
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { code: string; message: string } },
  };
}

async function queued(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `select public.enqueue_mail('balance_due', 'transport@example.test', 'en', null,
       '{"order_number":"MI-T","amount":10,"currency":"eur","pay_url":"https://shop.example/pay","lines":[]}') as id`,
  );
  return rows[0]?.id ?? '';
}

describe('send-emails without a working transport', () => {
  it('answers 503 mail_transport_missing with no transport set, and leaves the mail queued', async () => {
    await backend.setFunctionsEnv({ SMTP_HOST: '' });
    const id = await queued();
    const { status, body } = await run();
    expect(status).toBe(503);
    expect(body.error?.code).toBe('mail_transport_missing');
    expect(body.error?.message).toContain('RESEND_API_KEY');
    const { rows } = await db.query('select attempts, sent_at from public.email_outbox where id = $1', [id]);
    expect(rows[0]).toEqual({ attempts: 0, sent_at: null });
  });

  it('refuses in production the SMTP ports hosted functions cannot reach', async () => {
    await backend.setFunctionsEnv({ APP_ENV: 'production', SMTP_PORT: '587' });
    const { status, body } = await run();
    expect(status).toBe(503);
    expect(body.error?.message).toContain('SMTP_PORT 587 is blocked');
  });

  it('sends once the transport is back', async () => {
    await backend.setFunctionsEnv({});
    const { status } = await run();
    expect(status).toBe(200);
    const response = await fetch(`${backend.mailboxUrl}?format=json&to=transport@example.test`);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});
