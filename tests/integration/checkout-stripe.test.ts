// The stripe provider against a local fake of Stripe's API that checks the form fields create-checkout sends
// (amount, currency, metadata, success and cancel URLs, expires_at, idempotency key) and the refunds the webhook
// asks for (payment_intent, amount, idempotency key); Stripe-signed webhooks, checkout.session.expired included;
// and the test provider refused in production. The functions run on Deno in a backend of this file's own, whose function
// secrets (functionsEnv, as `supabase secrets set`) point create-checkout at the fake.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import { fetchFrom, freshAddress } from '../support/fetch-from';
import { postCheckout } from '../support/test-payments';
import { ORIGIN, orderBody } from './checkout-helpers';
import { testWebhookSecretFor } from './edge-runtime';
import { signatureHeader } from '../../supabase/functions/_shared/signature.ts';
import { DEMO_ADMIN } from '../../supabase/local/demo-accounts.ts';

interface StripeCall {
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_local_fake';
const calls: StripeCall[] = [];
let fakeStatus = 200;
let refundStatus = 200;
let sessions = 0;
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

/** create-checkout as the app calls it for a guest, each from an address of their own (the per-client limits). */
const invoke = (body: Record<string, unknown>) =>
  postCheckout({ apiUrl: backend.url, apiKey: backend.publishableKey }, body, fetchFrom(freshAddress()));

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
      if (req.url === '/v1/refunds') {
        res.writeHead(refundStatus, { 'Content-Type': 'application/json' });
        res.end(
          refundStatus === 200
            ? JSON.stringify({ id: `re_fake_${calls.length}`, object: 'refund', status: 'succeeded' })
            : JSON.stringify({ error: { message: 'Stripe is having a moment' } }),
        );
        return;
      }
      if (req.url === '/v1/coupons') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id: `coupon_fake_${calls.length}`, object: 'coupon' }));
        return;
      }
      res.writeHead(fakeStatus, { 'Content-Type': 'application/json' });
      sessions += 1;
      res.end(
        fakeStatus === 200
          ? JSON.stringify({
              id: `cs_test_fake${sessions}`,
              url: `https://checkout.stripe.test/c/pay/cs_test_fake${sessions}`,
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
  refundStatus = 200;
});

/** The service role's REST, for what a test checks or sets behind the API. */
async function serviceRest(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.secretKey,
      Authorization: `Bearer ${backend.secretKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const heldOf = async (slug: string): Promise<number> =>
  ((await serviceRest(`products?product_id=eq.${slug}&select=stock_held`)) as { stock_held: number }[])[0]
    ?.stock_held ?? -1;

/** A Stripe-signed event to the Stripe endpoint. */
async function stripeEvent(event: Record<string, unknown>) {
  const raw = JSON.stringify(event);
  return call('payment-webhook', {
    method: 'POST',
    headers: { 'Stripe-Signature': await signatureHeader(STRIPE_WEBHOOK_SECRET, raw) },
    body: raw,
  });
}

const completed = (orderId: string, sessionId: string, amount: number, paymentIntent: string) => ({
  id: `evt_${randomUUID().replaceAll('-', '')}`,
  type: 'checkout.session.completed',
  data: {
    object: {
      id: sessionId,
      amount_total: amount,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      metadata: { order_id: orderId, purpose: 'order' },
    },
  },
});

describe('the stripe provider', () => {
  it('creates a Checkout Session with the server amount, currency, metadata, URLs and an idempotency key', async () => {
    const answer = await invoke(
      orderBody({ locale: 'fr', items: [{ product_id: 'renouvela-creme', quantity: 2, price: 1 }] }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/);
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
    // The page lives 30 minutes (a minute more by our clock, as Stripe refuses less than 30 by its own).
    const expiresIn = Number(form.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(31 * 60 + 1);
    expect((await orderRow(orderId)).payment_provider).toBe('stripe');
  });

  it('sends delivery as its own line item, priced in SQL whatever the browser sent', async () => {
    const slug = `stripe-ship-${randomUUID().slice(0, 8)}`;
    await serviceRest('products', {
      method: 'POST',
      body: JSON.stringify({
        product_id: slug,
        title: 'Light',
        price: 20,
        price_euros: 18,
        weight_grams: 300,
        published: true,
      }),
    });
    const answer = await invoke(
      orderBody({
        locale: 'fr',
        items: [{ product_id: slug, quantity: 1, price: 1 }],
        shipping: { line1: '1 rue Haute', city: 'Lyon', postal_code: '69001', country: 'FR', amount: 0 },
      }),
    );
    expect(answer.status).toBe(200);
    const form = calls.at(-1)?.form ?? new URLSearchParams();
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1800');
    expect(form.get('line_items[0][price_data][product_data][name]')).toMatch(/^Commande MI-\d+$/);
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('690');
    expect(form.get('line_items[1][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[1][quantity]')).toBe('1');
    expect(form.get('line_items[1][price_data][product_data][name]')).toBe('Livraison');
    expect(form.has('line_items[2][quantity]')).toBe(false);
    expect(await orderRow(String(answer.body.order_id))).toMatchObject({ shipping_amount: 6.9, total: 24.9 });
  });

  it('sends a promotion code as a one-off coupon on the goods and delivery lines', async () => {
    const code = `STRIPE${randomUUID().slice(0, 6).toUpperCase()}`;
    await serviceRest('promo_codes', {
      method: 'POST',
      body: JSON.stringify({ code, kind: 'fixed', amount_off_eur: 15, amount_off_usd: 20 }),
    });
    const answer = await invoke(
      orderBody({ locale: 'fr', items: [{ product_id: 'renouvela-creme', quantity: 1 }], promo_code: code }),
    );
    expect(answer.status).toBe(200);
    const coupon = calls.find((c) => c.path === '/v1/coupons');
    expect(coupon?.form.get('amount_off')).toBe('1500');
    expect(coupon?.form.get('currency')).toBe('eur');
    expect(coupon?.form.get('duration')).toBe('once');
    expect(coupon?.form.get('max_redemptions')).toBe('1');
    expect(coupon?.form.get('name')).toBe(code);
    const session = calls.find((c) => c.path === '/v1/checkout/sessions');
    const order = await orderRow(String(answer.body.order_id));
    expect(order).toMatchObject({ discount_amount: 15, promo_code: code });
    // The goods at their price; Stripe takes the coupon off: what the customer pays is the order's total.
    expect(session?.form.get('line_items[0][price_data][unit_amount]')).toBe(
      String(Math.round(Number(order.subtotal) * 100)),
    );
    expect(session?.form.get('discounts[0][coupon]')).toMatch(/^coupon_fake_\d+$/);
    expect(Number(order.total)).toBe(Number(order.subtotal) - 15 + Number(order.shipping_amount));
  });

  it('answers payment_provider_error when Stripe refuses, and nothing is charged', async () => {
    fakeStatus = 401;
    const before = await heldOf('renouvela-riche');
    const answer = await invoke(orderBody({ items: [{ product_id: 'renouvela-riche', quantity: 3 }] }));
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: expect.objectContaining({ code: 'payment_provider_error' }) });
    // The units it held are for sale again at once.
    expect(await heldOf('renouvela-riche')).toBe(before);
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

  it('a retried checkout gets the open page back: one Stripe session', async () => {
    const body = orderBody();
    const first = await invoke(body);
    const again = await invoke(body);
    expect(again.body.url).toBe(first.body.url);
    expect(calls.filter((sent) => sent.path === '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('checkout.session.expired from Stripe releases the units the session held', async () => {
    const slug = 'renouvela-riche';
    const before = await heldOf(slug);
    const answer = await invoke(orderBody({ items: [{ product_id: slug, quantity: 2 }] }));
    expect(await heldOf(slug)).toBe(before + 2);
    const sessionId = String(answer.body.url).split('/').at(-1);
    const expired = await stripeEvent({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      type: 'checkout.session.expired',
      data: { object: { id: sessionId, status: 'expired', metadata: { order_id: answer.body.order_id } } },
    });
    expect(expired).toEqual({ status: 200, body: { received: true, outcome: 'expired' } });
    expect(await heldOf(slug)).toBe(before);
  });

  it('refunds a payment that lost the race with a cancellation through the Refunds API, once', async () => {
    const answer = await invoke(orderBody());
    const orderId = String(answer.body.order_id);
    const sessionId = String(answer.body.url).split('/').at(-1) ?? '';
    await serviceRest(`orders?id=eq.${orderId}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'cancelled' }),
    });

    // Stripe is down when the payment arrives: nothing is lost, the webhook asks to be called again.
    refundStatus = 503;
    const event = completed(orderId, sessionId, 90000, 'pi_fake_race');
    const first = await stripeEvent(event);
    expect(first.status).toBe(500);
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', amount_paid: 900, refund_due: 900 });

    refundStatus = 200;
    const again = await stripeEvent(event);
    expect(again).toEqual({ status: 200, body: { received: true, outcome: 'refunded' } });
    const refunds = calls.filter((sent) => sent.path === '/v1/refunds');
    expect(refunds).toHaveLength(2);
    const [tried, done] = refunds;
    expect(done?.form.get('payment_intent')).toBe('pi_fake_race');
    expect(done?.form.get('amount')).toBe('90000');
    expect(done?.form.get('metadata[order_id]')).toBe(orderId);
    expect(String(done?.headers['idempotency-key'])).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(done?.headers['idempotency-key']).toBe(tried?.headers['idempotency-key']);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      amount_paid: 900,
      refunded_amount: 900,
      refund_due: 0,
    });
    const recorded = (await serviceRest(
      `payment_refunds?order_id=eq.${orderId}&select=reason,status,provider_refund_id`,
    )) as unknown[];
    expect(recorded).toEqual([
      {
        reason: 'order_cancelled',
        status: 'succeeded',
        provider_refund_id: expect.stringMatching(/^re_fake_/),
      },
    ]);
    // A third delivery asks for nothing more.
    expect((await stripeEvent(event)).body.outcome).toBe('duplicate');
    expect(calls.filter((sent) => sent.path === '/v1/refunds')).toHaveLength(2);
  });

  it('keeps a refund Stripe refuses for good on the order, for the admin', async () => {
    const answer = await invoke(orderBody());
    const orderId = String(answer.body.order_id);
    await serviceRest(`orders?id=eq.${orderId}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'cancelled' }),
    });
    refundStatus = 400;
    const event = completed(
      orderId,
      String(answer.body.url).split('/').at(-1) ?? '',
      90000,
      'pi_fake_refused',
    );
    expect((await stripeEvent(event)).body.outcome).toBe('refund_failed');
    expect(await orderRow(orderId)).toMatchObject({ refunded_amount: 0, refund_due: 900 });
    const recorded = (await serviceRest(`payment_refunds?order_id=eq.${orderId}&select=status,error`)) as {
      status: string;
      error: string;
    }[];
    expect(recorded[0]?.status).toBe('failed');
    expect(recorded[0]?.error).toContain('Stripe is having a moment');
  });

  it("an admin's cancellation is refunded through the Refunds API, the refund row's id as Idempotency-Key, retried while Stripe is down", async () => {
    const answer = await invoke(orderBody());
    const orderId = String(answer.body.order_id);
    const sessionId = String(answer.body.url).split('/').at(-1) ?? '';
    expect((await stripeEvent(completed(orderId, sessionId, 90000, 'pi_fake_paid'))).body.outcome).toBe(
      'processed',
    );
    // The demo admin past two-factor cancels it (admin_cancel_order, as the order page calls it).
    const db = new pg.Client({ connectionString: backend.dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
        DEMO_ADMIN.email,
      ]);
      await db.query('begin');
      await db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: rows[0]?.id, role: 'authenticated', aal: 'aal2' }),
      ]);
      await db.query('select public.admin_cancel_order($1)', [orderId]);
      await db.query('commit');
    } finally {
      await db.end();
    }
    const [row] = (await serviceRest(`payment_refunds?order_id=eq.${orderId}&select=id,status`)) as {
      id: string;
    }[];

    // Stripe is down: the refund stays pending, nothing is said to be refunded.
    refundStatus = 503;
    const issue = () =>
      call('issue-refunds', {
        method: 'POST',
        headers: { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
        body: JSON.stringify({ order_id: orderId }),
      });
    expect((await issue()).body).toEqual({
      refunds: [{ id: row?.id, order_id: orderId, amount: 900, status: 'pending' }],
    });
    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 0,
      refund_due: 900,
    });

    refundStatus = 200;
    expect((await issue()).body).toMatchObject({ refunds: [{ id: row?.id, status: 'succeeded' }] });
    const refunds = calls.filter((sent) => sent.path === '/v1/refunds');
    expect(refunds).toHaveLength(2);
    for (const sent of refunds) {
      expect(sent.headers['idempotency-key']).toBe(`refund-${row?.id}`);
      expect(sent.form.get('payment_intent')).toBe('pi_fake_paid');
      expect(sent.form.get('amount')).toBe('90000');
      expect(sent.form.get('metadata[reason]')).toBe('cancelled_by_shop');
    }
    expect(await orderRow(orderId)).toMatchObject({ refunded_amount: 900, refund_due: 0 });
    expect(
      (await serviceRest(`payment_refunds?order_id=eq.${orderId}&select=provider_refund_id`)) as unknown[],
    ).toEqual([{ provider_refund_id: expect.stringMatching(/^re_fake_/) }]);
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
