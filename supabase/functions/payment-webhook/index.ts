// payment-webhook: a provider tells us a checkout was paid, or expired. The signature is checked on the raw body
// (300 s tolerance), then record_payment keeps the event id once, checks the amount against the order and moves
// the order on, or records a payment the order cannot take and the refund it is owed, which this function then
// asks the provider for (Stripe's Refunds API; the test provider records one) and completes in SQL. An expired
// checkout session releases the units it held (record_session_expired). /payment-webhook is Stripe's endpoint;
// /payment-webhook/test receives the local test provider's.
import type { Json } from '../_shared/database.types.ts';
import type { ProviderName } from '../_shared/env.ts';
import { failure, json } from '../_shared/http.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { providerNamed } from '../_shared/payments/providers.ts';
import { settleRefunds } from '../_shared/refunds.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { verifySignature } from '../_shared/signature.ts';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const EXPIRED_EVENT = 'checkout.session.expired';
/** A delayed payment method (a debit) failed after the page: the order stays unpaid, the owner is alerted. */
const ASYNC_FAILED_EVENT = 'checkout.session.async_payment_failed';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The parts of the provider's event read here; the whole event is recorded as it came (jsonb).
type CheckoutSessionObject = {
  id?: Json;
  amount_total?: Json;
  currency?: Json;
  payment_status?: Json;
  payment_intent?: Json;
  metadata?: { order_id?: Json; purpose?: Json } | null;
};

type ProviderEvent = {
  id?: Json;
  type?: Json;
  data?: { object?: CheckoutSessionObject } | null;
};

function providerOf(req: Request): ProviderName {
  const segments = new URL(req.url).pathname.split('/').filter(Boolean);
  return segments.at(-1) === 'test' ? 'test' : 'stripe';
}

/**
 * Asks the provider for every refund the event still owes and records each answer. 'refunded' when all were
 * given back, 'refund_failed' when the provider refused one for good, undefined when none was pending. Throws
 * ProviderError when the provider did not answer: the caller answers 500 and the event comes again.
 */
async function refundsOfEvent(provider: ProviderName, eventId: string): Promise<string | undefined> {
  const supabase = serviceClient();
  const { data, error } = await supabase.rpc('pending_refunds', {
    p_provider: provider,
    p_event_id: eventId,
  });
  if (error) throw new Error(`pending_refunds: ${error.message}`);
  if (data.length === 0) return undefined;
  const settled = await settleRefunds(
    supabase,
    data.map((refund) => ({ ...refund, provider })),
  );
  return settled.some((refund) => refund.status === 'failed') ? 'refund_failed' : 'refunded';
}

/**
 * A delivery refused (400) also raises the owner's webhook_refused alert (urgent, once while it is open): a
 * wrong webhook secret after a key rotation would otherwise only show in the provider's dashboard.
 */
async function refused(provider: string, code: string, message: string): Promise<Response> {
  const { error } = await serviceClient().rpc('record_webhook_refusal', {
    p_provider: provider,
    p_code: code,
    p_reason: message,
  });
  if (error) console.error('[payment-webhook] record_webhook_refusal failed:', error.message);
  return failure(400, code, message);
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');
  const provider = providerOf(req);
  const secret = await providerNamed(provider).webhookSecret();
  if (!secret) return failure(404, 'not_found', `No ${provider} webhook here`);

  // The raw text, exactly as signed: parsing first and re-serialising would change the bytes.
  const raw = await req.text();
  const check = await verifySignature(req.headers.get('Stripe-Signature'), raw, secret);
  if (!check.ok) return refused(provider, 'invalid_signature', `Signature refused: ${check.reason}`);

  let event: ProviderEvent;
  try {
    event = JSON.parse(raw) as ProviderEvent;
  } catch {
    return refused(provider, 'invalid_request', 'The event is not JSON');
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') {
    return refused(provider, 'invalid_request', 'The event has no id or type');
  }
  const session = event.data?.object ?? {};
  const orderId = typeof session.metadata?.order_id === 'string' ? session.metadata.order_id : '';

  if (event.type === EXPIRED_EVENT) {
    const { data, error } = await serviceClient().rpc('record_session_expired', {
      p_provider: provider,
      p_event_id: event.id,
      p_event_type: event.type,
      p_payload: event,
      p_order_id: UUID.test(orderId) ? orderId : null,
      p_reference: typeof session.id === 'string' ? session.id : null,
    });
    if (error) {
      console.error('[payment-webhook] record_session_expired failed:', error.message);
      return failure(500, 'server_error', 'The expiry could not be recorded');
    }
    return json(200, { received: true, outcome: String(data) });
  }
  if (event.type === ASYNC_FAILED_EVENT) {
    const { error } = await serviceClient().rpc('record_payment_failure', {
      p_provider: provider,
      p_event_id: event.id,
      p_order_id: UUID.test(orderId) ? orderId : null,
    });
    if (error) {
      console.error('[payment-webhook] record_payment_failure failed:', error.message);
      return failure(500, 'server_error', 'The failure could not be recorded');
    }
    return json(200, { received: true, outcome: 'payment_failed' });
  }
  if (!PAID_EVENTS.has(event.type) || session.payment_status !== 'paid') {
    return json(200, { received: true, outcome: 'ignored' });
  }

  const { data, error } = await serviceClient().rpc('record_payment', {
    p_provider: provider,
    p_event_id: event.id,
    p_event_type: event.type,
    p_payload: event,
    p_order_id: UUID.test(orderId) ? orderId : null,
    p_purpose: typeof session.metadata?.purpose === 'string' ? session.metadata.purpose : 'order',
    p_amount_minor: typeof session.amount_total === 'number' ? session.amount_total : null,
    p_currency: typeof session.currency === 'string' ? session.currency : null,
    p_reference: typeof session.id === 'string' ? session.id : null,
  });
  if (error) {
    // A 5xx makes the provider deliver the event again later; nothing was recorded.
    console.error('[payment-webhook] record_payment failed:', error.message);
    return failure(500, 'server_error', 'The payment could not be recorded');
  }
  let outcome = String(data);
  // A payment the order could not take goes back now; a redelivered event finishes a refund left pending.
  if (outcome === 'refund_due' || outcome === 'duplicate') {
    try {
      outcome = (await refundsOfEvent(provider, event.id)) ?? outcome;
    } catch (refundError) {
      console.error(
        '[payment-webhook] refund not settled:',
        refundError instanceof Error ? refundError.message : refundError,
      );
      if (refundError instanceof ProviderError) {
        return failure(500, 'payment_provider_error', 'The refund could not be asked for yet');
      }
      return failure(500, 'server_error', 'The refund could not be recorded');
    }
  }
  if (outcome !== 'processed' && outcome !== 'duplicate') {
    console.warn(`[payment-webhook] ${provider} event ${event.id} not applied: ${outcome}`);
  }
  return json(200, { received: true, outcome });
}

Deno.serve(handler);
