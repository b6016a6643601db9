// The stripe provider against a local fake of Stripe's API that checks the form fields create-checkout sends
// (amount, currency, metadata, success and cancel URLs, idempotency key); Stripe-signed webhooks; and the test
// provider refused in production. The functions run on Deno in a backend of this file's own, whose function
// secrets (functionsEnv, as `supabase secrets set`) point create-checkout at the fake.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import { ORIGIN, orderBody } from './checkout-helpers';
import { testWebhookSecretFor } from './edge-runtime';
import { signatureHeader } from '../../supabase/functions/_shared/signature.ts';

interface StripeCall {
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_local_fake';
const calls: StripeCall[] = [];
let fakeStatus = 200;
let fake: Server;
let backend: LocalBackend;
let dataDir: string;

const fakeStripe = () => ({
  STRIPE_SECRET_KEY: 'sk_test_local_fake',
  STRIPE_API_BASE: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
});

/** A function of this file's backend over HTTP, as a caller (or Stripe) reaches it. */
async function call(name: string, init: RequestInit) {
  const response = await fetch(`${backend.url}/functions/v1/${name}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const invoke = (body: Record<string, unknown>) =>
  call('create-checkout', {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      Authorization: `Bearer ${backend.publishableKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });

async function orderRow(id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${backend.url}/rest/v1/orders?id=eq.${id}&select=*`, {
    headers: {
      apikey: backend.secretKey,
      Authorization: `Bearer ${backend.secretKey}`,
      Accept: 'application/vnd.pgrst.object+json',
    },
  });
  if (!response.ok) throw new Error(`order ${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, form: new URLSearchParams(raw) });
      res.writeHead(fakeStatus, { 'Content-Type': 'application/json' });
      res.end(
        fakeStatus === 200
          ? JSON.stringify({
              id: 'cs_test_fake123',
              url: 'https://checkout.stripe.test/c/pay/cs_test_fake123',
            })
          : JSON.stringify({ error: { message: 'Invalid API Key provided' } }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-stripe-'));
  backend = await startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true });
});

afterAll(async () => {
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

beforeEach(async () => {
  await backend.setFunctionsEnv({ ...fakeStripe(), STRIPE_WEBHOOK_SECRET });
  calls.length = 0;
  fakeStatus = 200;
});

describe('the stripe provider', () => {
  it('creates a Checkout Session with the server amount, currency, metadata, URLs and an idempotency key', async () => {
    const answer = await invoke(
      orderBody({ locale: 'fr', items: [{ product_id: 'renouvela-creme', quantity: 2, price: 1 }] }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.url).toBe('https://checkout.stripe.test/c/pay/cs_test_fake123');
    const orderId = String(answer.body.order_id);

    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_local_fake');
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(String(sent?.headers['idempotency-key'])).toMatch(
      new RegExp(`^checkout-${orderId}-order-[0-9a-f]{16}$`),
    );
    const form = sent?.form ?? new URLSearchParams();
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('166000');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][product_data][name]')).toMatch(/^Commande MI-\d+$/);
    expect(form.get('metadata[order_id]')).toBe(orderId);
    expect(form.get('metadata[purpose]')).toBe('order');
    expect(form.get('metadata[order_number]')).toBe(answer.body.order_number);
    expect(form.get('client_reference_id')).toBe(orderId);
    expect(form.get('customer_email')).toBe('guest.buyer@example.test');
    expect(form.get('locale')).toBe('fr');
    expect(form.get('success_url')).toMatch(
      new RegExp(`^${ORIGIN}/payment-success\\?order=${orderId}&token=[0-9a-f]{64}$`),
    );
    expect(form.get('cancel_url')).toBe(`${ORIGIN}/cart`);
    expect((await orderRow(orderId)).payment_provider).toBe('stripe');
  });

  it('answers payment_provider_error when Stripe refuses, and nothing is charged', async () => {
    fakeStatus = 401;
    const answer = await invoke(orderBody());
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: expect.objectContaining({ code: 'payment_provider_error' }) });
  });

  it('accepts a Stripe-signed webhook and refuses the test secret on the Stripe endpoint', async () => {
    const started = await invoke(orderBody());
    const orderId = String(started.body.order_id);
    const event = {
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_fake123',
          amount_total: 90000,
          currency: 'usd',
          payment_status: 'paid',
          metadata: { order_id: orderId, purpose: 'order' },
        },
      },
    };
    const raw = JSON.stringify(event);
    const deliver = async (secret: string) =>
      call('payment-webhook', {
        method: 'POST',
        headers: { 'Stripe-Signature': await signatureHeader(secret, raw) },
        body: raw,
      });
    expect((await deliver(await testWebhookSecretFor(backend.secretKey))).status).toBe(400);
    const accepted = await deliver(STRIPE_WEBHOOK_SECRET);
    expect(accepted).toEqual({ status: 200, body: { received: true, outcome: 'processed' } });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      status: 'paid',
      payment_provider: 'stripe',
      payment_reference: 'cs_test_fake123',
    });
  });

  it('ignores events that are not a paid checkout', async () => {
    const raw = JSON.stringify({ id: 'evt_other', type: 'customer.created', data: { object: {} } });
    const answer = await call('payment-webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': await signatureHeader(STRIPE_WEBHOOK_SECRET, raw) },
      body: raw,
    });
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  });
});

describe('in production', () => {
  it('refuses the test provider everywhere', async () => {
    await backend.setFunctionsEnv({ APP_ENV: 'production', SITE_URL: ORIGIN });
    const answer = await invoke(orderBody());
    expect(answer).toMatchObject({ status: 503, body: { error: { code: 'payment_provider_error' } } });
    const page = await fetch(`${backend.url}/functions/v1/test-checkout?session=x`);
    await page.body?.cancel();
    expect(page.status).toBe(404);
    const raw = '{}';
    const webhook = await call('payment-webhook/test', {
      method: 'POST',
      headers: {
        'Stripe-Signature': await signatureHeader(await testWebhookSecretFor(backend.secretKey), raw),
      },
      body: raw,
    });
    expect(webhook.status).toBe(404);
  });

  it('only returns customers to the configured site', async () => {
    await backend.setFunctionsEnv({
      APP_ENV: 'production',
      SITE_URL: 'https://maison-immortela.example',
      ...fakeStripe(),
    });
    const local = await invoke(orderBody());
    expect(local).toMatchObject({ status: 400, body: { error: { code: 'origin_not_allowed' } } });
    const site = await invoke(orderBody({ origin: 'https://maison-immortela.example' }));
    expect(site.status).toBe(200);
  });
});
