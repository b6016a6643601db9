// Checkout fixtures for the integration tests: a valid create-checkout body, a product of the test's own (so
// stock changes never touch the seeded catalogue other tests read), Pay on the test provider's payment page
// (submitted by tests/support/test-payments.ts, shared with the e2e specs and the bench), and provider events
// signed as the test provider signs them.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signatureHeader } from '../../supabase/functions/_shared/signature.ts';
import { TERMS_VERSIONS } from '../../src/content/terms-version.ts';
import { submitTestPage, type CheckoutPage } from '../support/test-payments';
import { testWebhookSecretFor } from './edge-runtime';
import { anonFrom, freshAddress } from './client-address';
import { publishableKey, secretKey, serviceClient, supabaseUrl, type Client } from './helpers';

/** Another button than Pay ("expire" sends checkout.session.expired). */
export { submitTestPage };

export const ORIGIN = 'http://127.0.0.1:4173';

export const CONTACT = {
  email: 'guest.buyer@example.test',
  name: 'Camille Martin',
  phone: '+33 6 12 34 56 78',
};
export const SHIPPING = {
  line1: '12 rue des Oliviers',
  city: 'Aix-en-Provence',
  postal_code: '13100',
  country: 'FR',
};

/**
 * A guest shopper of their own: the publishable key from a loopback address no other test uses. The backend
 * limits a guest client's unpaid checkouts (20261127200000_checkout_limits.sql) by the address it sees, so
 * tests that place orders as different people come from different addresses, as people do.
 */
export const shopper = (): Client => anonFrom(freshAddress());

export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    purpose: 'order',
    kind: 'purchase',
    locale: 'en',
    idempotency_key: randomUUID(),
    items: [{ product_id: 'renouvela-creme', quantity: 1 }],
    contact: CONTACT,
    shipping: SHIPPING,
    accept_terms: true,
    // The version the local (demo) build offers: checkout refuses any other.
    terms_version: TERMS_VERSIONS.demo,
    origin: ORIGIN,
    ...overrides,
  };
}

/** A member's reservation of one Immortela Elixir 30 ml with its deposit, the cancellation policy accepted. */
export const reservationBody = (overrides: Record<string, unknown> = {}) =>
  orderBody({
    kind: 'reservation',
    items: [{ product_id: 'immortela-elixir-30ml', quantity: 1 }],
    reservation_option: 'deposit',
    accept_cancellation_policy: true,
    ...overrides,
  });

export type Started = CheckoutPage;

export type Answer =
  { ok: true; data: Started } | { ok: false; status: number; error: { code: string; field?: string } };

/** Calls create-checkout as the browser does (supabase-js functions.invoke) and reads an error's body. */
export async function checkout(client: Client, body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await client.functions.invoke<Started>('create-checkout', { body });
  if (!error) return { ok: true, data: data as Started };
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) throw error;
  const payload = (await context.json()) as { error: { code: string; field?: string } };
  return { ok: false, status: context.status, error: payload.error };
}

export async function started(client: Client, body: Record<string, unknown>): Promise<Started> {
  const answer = await checkout(client, body);
  if (!answer.ok) throw new Error(`create-checkout refused: ${JSON.stringify(answer)}`);
  return answer.data;
}

export async function expectRefused(
  client: Client,
  body: Record<string, unknown>,
  code: string,
  field?: string,
): Promise<void> {
  const answer = await checkout(client, body);
  expect(answer.ok).toBe(false);
  if (answer.ok) return;
  expect(answer.error.code).toBe(code);
  if (field) expect(answer.error.field).toBe(field);
}

/** Clicks Pay on the test provider's page: the form posts back, the webhook is signed and sent, 303 follows. */
export const payOnTestPage = (url: string): Promise<Response> => submitTestPage(url, 'pay');

export async function orderRow(id: string) {
  const { data, error } = await serviceClient().from('orders').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

/** A published product of the test's own, with stock when asked. */
export async function fixtureProduct(fields: Record<string, unknown> = {}): Promise<string> {
  const slug = `fixture-${randomUUID().slice(0, 8)}`;
  const { error } = await serviceClient()
    .from('products')
    .insert({
      product_id: slug,
      title: `Fixture ${slug}`,
      price: 120,
      price_euros: 110,
      published: true,
      ...fields,
    });
  if (error) throw error;
  return slug;
}

export function receiptParams(successUrl: string): { order: string; token: string } {
  const url = new URL(successUrl);
  return { order: url.searchParams.get('order') ?? '', token: url.searchParams.get('token') ?? '' };
}

/** A checkout.session.completed event as Stripe (and the test page) sends it. */
export function paidEvent(
  orderId: string,
  amountMinor: number,
  currency: string,
  purpose = 'order',
  session: { id?: string; paymentIntent?: string } = {},
) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id ?? `cs_${randomUUID().slice(0, 8)}`,
        amount_total: amountMinor,
        currency,
        payment_status: 'paid',
        payment_intent: session.paymentIntent ?? `pi_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
        metadata: { order_id: orderId, purpose },
      },
    },
  };
}

/** checkout.session.expired, as Stripe sends it when a session reaches its expires_at. */
export function expiredEvent(orderId: string, sessionId: string, purpose = 'order') {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type: 'checkout.session.expired',
    data: {
      object: {
        id: sessionId,
        status: 'expired',
        payment_status: 'unpaid',
        metadata: { order_id: orderId, purpose },
      },
    },
  };
}

/** Sends an event to the test provider's webhook, signed with its secret unless a signature is given. */
export async function deliver(
  event: unknown,
  signature?: string,
): Promise<{ status: number; body: { outcome?: string } }> {
  const raw = JSON.stringify(event);
  const response = await fetch(`${supabaseUrl()}/functions/v1/payment-webhook/test`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signature ?? (await signatureHeader(await testWebhookSecretFor(), raw)),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
}

/** An admin (or whoever `client` is) ships units of an order: admin_create_shipment, colissimo unless told. */
export function ship(
  client: Client,
  orderId: string,
  lines: { order_item_id: string; quantity: number }[] | null,
  tracking: { carrier?: string; number?: string; name?: string | null; url?: string | null } = {},
) {
  return client.rpc('admin_create_shipment', {
    p_order_id: orderId,
    p_carrier: tracking.carrier ?? 'colissimo',
    p_carrier_name: tracking.name ?? null,
    p_tracking_number: tracking.number ?? '6A12345678901',
    p_tracking_url: tracking.url ?? null,
    p_lines: lines,
  });
}

export interface IssuedRefund {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  error?: string;
}

/**
 * The step that moves a refund's money (issue-refunds), as the app calls it right after SQL recorded the refund:
 * with a user's access token for one order, or the secret key (the every-minute retry; no order: all pending).
 */
export async function issueRefunds(
  orderId: string | undefined,
  token: string = secretKey(),
): Promise<{
  status: number;
  body: { refunds?: IssuedRefund[]; error?: { code: string; message: string } };
}> {
  const response = await fetch(`${supabaseUrl()}/functions/v1/issue-refunds`, {
    method: 'POST',
    headers: {
      apikey: publishableKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(orderId ? { order_id: orderId } : {}),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** issue-refunds for an order, which must make every one of its pending refunds. */
export async function refundsMade(orderId: string, token?: string): Promise<IssuedRefund[]> {
  const answer = await issueRefunds(orderId, token);
  expect(answer.status).toBe(200);
  expect(answer.body.refunds?.map((refund) => refund.status)).not.toContain('pending');
  return answer.body.refunds ?? [];
}

/**
 * A payment of an order at the test provider, recorded as the webhook records one it applied (payment_events,
 * outcome processed, with its PaymentIntent): for orders a test writes itself, so that their refunds have a
 * provider payment to go back to. Returns the PaymentIntent.
 */
export async function providerPayment(orderId: string, amount: number, currency = 'usd'): Promise<string> {
  const event = paidEvent(orderId, Math.round(amount * 100), currency);
  const { error } = await serviceClient().from('payment_events').insert({
    provider: 'test',
    event_id: event.id,
    type: event.type,
    payload: event,
    order_id: orderId,
    outcome: 'processed',
    processed_at: new Date().toISOString(),
  });
  if (error) throw error;
  return event.data.object.payment_intent;
}
