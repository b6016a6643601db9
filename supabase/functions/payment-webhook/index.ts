// payment-webhook: a provider tells us a checkout was paid. The signature is checked on the raw body (300 s
// tolerance), then record_payment keeps the event id once, checks the amount against the order and moves the
// order on. /payment-webhook is Stripe's endpoint; /payment-webhook/test receives the local test provider's.
import { env, isProduction, testWebhookSecret, type ProviderName } from '../_shared/env.ts';
import { failure, json } from '../_shared/http.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { verifySignature } from '../_shared/signature.ts';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CheckoutSessionObject {
  id?: unknown;
  amount_total?: unknown;
  currency?: unknown;
  payment_status?: unknown;
  metadata?: { order_id?: unknown; purpose?: unknown } | null;
}

interface ProviderEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: CheckoutSessionObject } | null;
}

function providerOf(req: Request): ProviderName {
  const segments = new URL(req.url).pathname.split('/').filter(Boolean);
  return segments.at(-1) === 'test' ? 'test' : 'stripe';
}

async function secretFor(provider: ProviderName): Promise<string | undefined> {
  if (provider === 'test') return isProduction() ? undefined : testWebhookSecret();
  return env('STRIPE_WEBHOOK_SECRET');
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');
  const provider = providerOf(req);
  const secret = await secretFor(provider);
  if (!secret) return failure(404, 'not_found', `No ${provider} webhook here`);

  // The raw text, exactly as signed: parsing first and re-serialising would change the bytes.
  const raw = await req.text();
  const check = await verifySignature(req.headers.get('Stripe-Signature'), raw, secret);
  if (!check.ok) return failure(400, 'invalid_signature', `Signature refused: ${check.reason}`);

  let event: ProviderEvent;
  try {
    event = JSON.parse(raw) as ProviderEvent;
  } catch {
    return failure(400, 'invalid_request', 'The event is not JSON');
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') {
    return failure(400, 'invalid_request', 'The event has no id or type');
  }
  const session = event.data?.object ?? {};
  if (!PAID_EVENTS.has(event.type) || session.payment_status !== 'paid') {
    return json(200, { received: true, outcome: 'ignored' });
  }

  const orderId = typeof session.metadata?.order_id === 'string' ? session.metadata.order_id : '';
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
  const outcome = String(data);
  if (outcome !== 'processed' && outcome !== 'duplicate') {
    console.warn(`[payment-webhook] ${provider} event ${event.id} not applied: ${outcome}`);
  }
  return json(200, { received: true, outcome });
}

Deno.serve(handler);
