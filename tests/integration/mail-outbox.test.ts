// The outbox worker (send-emails, 20261123200000_mail_outbox_worker.sql) against the local mailbox's SMTP
// server: rows claimed with a lease and sent once, even under concurrent runs; retried with back-off on a
// temporary refusal (451); failed for good on a permanent one (550), shown to admins who may queue it again
// (aal2); only the secret key may run it; each event mails once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  adminClientAal1,
  mailFor,
  newMember,
  ownerDb,
  publishableKey,
  secretKey,
  supabaseUrl,
} from './helpers';

let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
});

afterAll(async () => {
  await db.end();
});

const address = (domain = 'example.test') => `mail-${randomUUID().slice(0, 8)}@${domain}`;

const shipped = (number: string) => ({
  order_number: number,
  carrier: 'colissimo',
  carrier_label: 'Colissimo',
  tracking_number: '6A12345678901',
  tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  partial: false,
  lines: [{ name: 'Immortela Elixir 30 ml', quantity: 2 }],
});

async function enqueue(kind: string, to: string, locale: string, data: object): Promise<string | null> {
  const { rows } = await db.query<{ id: string | null }>(
    'select public.enqueue_mail($1, $2, $3, null, $4::jsonb) as id',
    [kind, to, locale, JSON.stringify(data)],
  );
  return rows[0]?.id ?? null;
}

async function runSender(key = secretKey()) {
  const response = await fetch(`${supabaseUrl()}/functions/v1/send-emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, apikey: key },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function outboxRow(id: string) {
  const { rows } = await db.query<{
    attempts: number;
    sent_at: Date | null;
    failed_at: Date | null;
    last_error: string | null;
    retry_in: number;
  }>(
    `select attempts, sent_at, failed_at, last_error,
            extract(epoch from next_attempt_at - now())::int as retry_in
     from public.email_outbox where id = $1`,
    [id],
  );
  return rows[0];
}

describe('send-emails', () => {
  it('sends a queued mail once over SMTP, multipart, in the brand layout', async () => {
    const to = address();
    const id = await enqueue('order_shipped', to, 'fr', shipped('MI-TEST-1'));
    expect(id).toBeTruthy();
    const run = await runSender();
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ transport: 'smtp' });
    expect(await outboxRow(id ?? '')).toMatchObject({ attempts: 1, failed_at: null });
    expect((await outboxRow(id ?? ''))?.sent_at).toBeInstanceOf(Date);
    const mails = await mailFor(to);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.type).toBe('order_shipped');
    expect(mail?.subject).toBe('Maison Immortela · Votre commande MI-TEST-1 est en route');
    expect(mail?.html).toContain('Colissimo');
    expect(mail?.html).toContain('lang="fr"');
    expect(mail?.link).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    // A second run finds nothing more for that address.
    await runSender();
    expect(await mailFor(to)).toHaveLength(1);
  });

  it('never sends a row twice under concurrent runs', async () => {
    const addresses = Array.from({ length: 30 }, () => address());
    for (const to of addresses) await enqueue('order_shipped', to, 'en', shipped('MI-TEST-2'));
    const runs = await Promise.all(Array.from({ length: 6 }, () => runSender()));
    for (const run of runs) expect(run.status).toBe(200);
    for (const to of addresses) expect(await mailFor(to)).toHaveLength(1);
  });

  it('hands disjoint rows to concurrent claims', async () => {
    for (let i = 0; i < 12; i += 1)
      await enqueue('order_shipped', address('busy.invalid'), 'en', shipped('X'));
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = await ownerDb();
        return client;
      }),
    );
    try {
      const claims = await Promise.all(
        clients.map(async (client) => {
          await client.query('begin');
          const { rows } = await client.query<{ id: string }>(
            'select id from public.claim_outbox_mails(5, 60)',
          );
          await new Promise((resolve) => setTimeout(resolve, 100));
          await client.query('commit');
          return rows.map((row) => row.id);
        }),
      );
      const all = claims.flat();
      expect(new Set(all).size).toBe(all.length);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
      // Leave nothing leased for the other tests' runs to wait on.
      await db.query("update public.email_outbox set failed_at = now() where to_email like '%@busy.invalid'");
    }
  });

  it('retries a temporary refusal with exponential back-off', async () => {
    const id = (await enqueue('order_shipped', address('busy.invalid'), 'en', shipped('MI-TEST-3'))) ?? '';
    await runSender();
    const first = await outboxRow(id);
    expect(first).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(first?.last_error).toContain('451');
    expect(first?.retry_in).toBeGreaterThan(50);
    expect(first?.retry_in).toBeLessThanOrEqual(60);
    // Not due yet: a run leaves it alone.
    await runSender();
    expect((await outboxRow(id))?.attempts).toBe(1);
    await db.query('update public.email_outbox set next_attempt_at = now() where id = $1', [id]);
    await runSender();
    const second = await outboxRow(id);
    expect(second?.attempts).toBe(2);
    expect(second?.retry_in).toBeGreaterThan(110);
    expect(second?.retry_in).toBeLessThanOrEqual(120);
    await db.query('update public.email_outbox set failed_at = now() where id = $1', [id]);
  });

  it('records a permanent failure that admins see and may send again after two-factor', async () => {
    const to = address('refused.invalid');
    const id =
      (await enqueue('balance_due', to, 'en', {
        order_number: 'MI-TEST-4',
        amount: 640,
        currency: 'eur',
        pay_url: 'https://shop.example/my-reservations',
        lines: [{ name: 'Immortela Elixir 30 ml', quantity: 1 }],
      })) ?? '';
    await runSender();
    const row = await outboxRow(id);
    expect(row?.failed_at).toBeInstanceOf(Date);
    expect(row?.last_error).toContain('550');

    const admin = await adminClient();
    const failed = await admin.rpc('admin_outbox_mails', { p_order_id: null });
    expect(failed.error).toBeNull();
    expect((failed.data as { id: string; state: string }[]).find((mail) => mail.id === id)).toMatchObject({
      state: 'failed',
      kind: 'balance_due',
      to_email: to,
    });

    const aal1 = await adminClientAal1();
    const refused = await aal1.rpc('admin_retry_mail', { p_id: id });
    expect(refused.error?.message).toBe('two_factor_required');
    const member = await newMember('Outbox Member');
    expect((await member.client.rpc('admin_outbox_mails', { p_order_id: null })).error?.message).toBe(
      'admins_only',
    );

    expect((await admin.rpc('admin_retry_mail', { p_id: id })).error).toBeNull();
    expect(await outboxRow(id)).toMatchObject({ attempts: 0, failed_at: null });
    expect((await admin.rpc('admin_retry_mail', { p_id: id })).error?.message).toBe('mail_not_failed');
    await db.query('update public.email_outbox set failed_at = now() where id = $1', [id]);
  });

  it('fails for good a mail whose data its template cannot write', async () => {
    const id = (await enqueue('order_shipped', address(), 'en', { order_number: 'MI-TEST-5' })) ?? '';
    await runSender();
    const row = await outboxRow(id);
    expect(row?.failed_at).toBeInstanceOf(Date);
    expect(row?.last_error).toContain('carrier_label');
  });

  it('answers only the secret key', async () => {
    expect((await runSender(publishableKey())).status).toBe(401);
    const member = await newMember('Outbox Caller');
    const { data } = await member.client.auth.getSession();
    const response = await fetch(`${supabaseUrl()}/functions/v1/send-emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.session?.access_token ?? ''}`, apikey: publishableKey() },
    });
    expect(response.status).toBe(403);
  });

  it('queues one mail per event', async () => {
    const key = randomUUID();
    const data = { ...shipped('MI-TEST-6'), event_key: key };
    const to = address();
    expect(await enqueue('order_shipped', to, 'en', data)).toBeTruthy();
    expect(await enqueue('order_shipped', to, 'en', data)).toBeNull();
    expect(await mailFor(to)).toHaveLength(1);
  });
});
