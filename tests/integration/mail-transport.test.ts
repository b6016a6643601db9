// send-emails refuses clearly when no transport can work (its own backend, since it changes the function
// secrets as `supabase secrets set` does): no SMTP_HOST nor RESEND_API_KEY, or in production an SMTP port hosted
// Edge Functions may not reach (25, 587). Nothing is claimed then: the mail stays queued.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import { TERMS_VERSIONS } from '../../src/content/terms-version.ts';
import { pdfText } from './pdf-text';

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

describe('send-emails through Resend (RESEND_API_KEY; a local stand-in of its API at RESEND_API_BASE)', () => {
  const received: { auth: string | undefined; body: Record<string, unknown> }[] = [];
  let answer = 200;
  let fake: Server;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/emails') {
          received.push({
            auth: req.headers.authorization,
            body: JSON.parse(raw) as Record<string, unknown>,
          });
        }
        res.writeHead(answer, { 'Content-Type': 'application/json' });
        res.end(
          answer === 200 ? '{"id":"re_mail_1"}' : '{"name":"validation_error","message":"Invalid `to`"}',
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    await backend.setFunctionsEnv({
      RESEND_API_KEY: 're_test_key',
      RESEND_API_BASE: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
      MAIL_FROM: 'Maison Immortela <shop@example.test>',
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => fake?.close(resolve));
  });

  const row = async (id: string) =>
    (
      await db.query<{ attempts: number; sent: boolean; failed: boolean; last_error: string | null }>(
        `select attempts, sent_at is not null as sent, failed_at is not null as failed, last_error
         from public.email_outbox where id = $1`,
        [id],
      )
    ).rows[0];

  it('posts the multipart mail with the key, and marks it sent', async () => {
    await db.query('update public.email_outbox set sent_at = now() where sent_at is null');
    const id = await queued();
    expect((await run()).status).toBe(200);
    const sent = received.find((call) => (call.body.to as string[])[0] === 'transport@example.test');
    expect(sent?.auth).toBe('Bearer re_test_key');
    expect(sent?.body).toMatchObject({ from: 'Maison Immortela <shop@example.test>' });
    expect(String(sent?.body.text)).toContain('MI-T');
    expect(String(sent?.body.html)).toContain('<');
    expect(await row(id)).toMatchObject({ attempts: 1, sent: true, failed: false });
  });

  it('posts a confirmation’s terms and withdrawal form as base64 attachments', async () => {
    await db.query('update public.email_outbox set sent_at = now() where sent_at is null');
    // An order as checkout writes it (the service role's function, called here by its owner), then its
    // confirmation queued as the payment would.
    const placed = await db.query<{ payload: { order_id: string; order_number: string } }>(
      `select public.create_checkout_order(null, 'purchase', 'en', 'resend-attach-1',
         '[{"product_id":"renouvela-creme","quantity":1}]', 'attached@example.test', 'Ada Lovelace', null,
         '{"line1":"1 rue A","city":"Paris","postal_code":"75001","country":"FR"}', true, null, false, 'test',
         null, null, null, $1) as payload`,
      [TERMS_VERSIONS.demo],
    );
    const payload = placed.rows[0]?.payload;
    const order = payload && { id: payload.order_id, number: payload.order_number };
    await db.query(
      `select public.enqueue_mail('order_confirmation', 'attached@example.test', 'en', $1, $2)`,
      [
        order?.id,
        JSON.stringify({
          order_number: order?.number,
          name: 'Ada Lovelace',
          order_kind: 'purchase',
          currency: 'usd',
          total: 900,
          amount_paid: 900,
          balance_due: 0,
          site_url: 'https://shop.example',
          member: false,
          lines: [{ name: 'Renouvela Crème', quantity: 1, total: 900 }],
        }),
      ],
    );
    expect((await run()).status).toBe(200);
    const sent = received.find((call) => (call.body.to as string[])[0] === 'attached@example.test');
    const files = sent?.body.attachments as { filename: string; content: string; content_type: string }[];
    expect(files.map((file) => [file.filename, file.content_type])).toEqual([
      [`terms-of-sale-${order?.number}.pdf`, 'application/pdf'],
      [`withdrawal-form-${order?.number}.pdf`, 'application/pdf'],
    ]);
    const terms = await pdfText(new Uint8Array(Buffer.from(files[0]?.content ?? '', 'base64')));
    expect(terms).toContain('Terms of sale');
    expect(terms).toContain('https://shop.example/legal-notice');
  });

  it('records a refusal (4xx) as a permanent failure, and a server error (5xx) for a retry', async () => {
    answer = 422;
    const refused = await queued();
    expect((await run()).status).toBe(200);
    expect(await row(refused)).toMatchObject({ sent: false, failed: true });
    expect((await row(refused))?.last_error).toContain('Resend answered 422');

    answer = 503;
    await db.query(
      `update public.email_outbox set failed_at = now() where sent_at is null and failed_at is null`,
    );
    const later = await queued();
    expect((await run()).status).toBe(200);
    expect(await row(later)).toMatchObject({ attempts: 1, sent: false, failed: false });
  });
});
