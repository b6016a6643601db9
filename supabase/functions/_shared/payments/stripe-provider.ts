// Stripe over its REST API (form-encoded): Checkout Sessions for the payment page, a one-off coupon for a
// promotion code, the Refunds API. STRIPE_API_BASE points it at the tests' local fake.
import { env, requireEnv } from '../env.ts';
import type {
  PendingRefund,
  RefundAnswer,
  SessionRequest,
  PaymentProvider,
  PaymentSession,
} from './payment-provider.ts';
import { NO_PAYMENT, ProviderError } from './payment-provider.ts';
import { discountMinor, minorUnits, paymentLines } from './payment-lines.ts';

/** Stripe's API, or STRIPE_API_BASE (the tests' local fake). */
export function stripeApiBase(): string {
  return (env('STRIPE_API_BASE') ?? 'https://api.stripe.com').replace(/\/$/, '');
}

/** The parts of Stripe's answers read here (a session, a coupon, a refund, or an error). */
interface StripeAnswer {
  status: number;
  ok: boolean;
  body: { id?: unknown; url?: unknown; status?: unknown; error?: { message?: unknown } };
}

/** One POST to Stripe; ProviderError when it cannot be reached (then nothing is known to have happened). */
async function stripePost(
  path: string,
  form: URLSearchParams,
  idempotencyKey: string,
): Promise<StripeAnswer> {
  let response: Response;
  try {
    response = await fetch(`${stripeApiBase()}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${requireEnv('STRIPE_SECRET_KEY')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': idempotencyKey,
      },
      body: form.toString(),
    });
  } catch (error) {
    throw new ProviderError(`Stripe unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await response.json().catch(() => ({}))) as StripeAnswer['body'];
  return { status: response.status, ok: response.ok, body };
}

function stripeRefused({ status, body }: StripeAnswer, fallback: string): ProviderError {
  return new ProviderError(`Stripe answered ${status}: ${String(body.error?.message ?? fallback)}`);
}

/**
 * A one-off coupon for the code's reduction on this payment (amount_off in the order's currency, once, one
 * redemption), named after the code so that Stripe's page and receipt show it. Its Idempotency-Key follows the
 * session's, so a retried call gets the same coupon.
 */
async function createCoupon(request: SessionRequest): Promise<string> {
  const { payload } = request;
  const form = new URLSearchParams({
    amount_off: String(discountMinor(payload)),
    currency: payload.currency,
    duration: 'once',
    max_redemptions: '1',
    name: (payload.promo_code ?? 'Promotion').slice(0, 40),
    'metadata[order_id]': payload.order_id,
  });
  const answer = await stripePost('/v1/coupons', form, `${request.idempotencyKey}-coupon`);
  if (!answer.ok || typeof answer.body.id !== 'string') throw stripeRefused(answer, 'no coupon');
  return answer.body.id;
}

async function openSession(request: SessionRequest): Promise<PaymentSession> {
  const { payload } = request;
  const form = new URLSearchParams({
    mode: 'payment',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    customer_email: payload.email,
    client_reference_id: payload.order_id,
    locale: payload.locale,
    // The page stops taking payments when the units stop being held (Stripe sends checkout.session.expired).
    expires_at: String(request.expiresAt),
    'metadata[order_id]': payload.order_id,
    'metadata[order_number]': payload.order_number,
    'metadata[purpose]': payload.purpose,
    'payment_intent_data[metadata][order_id]': payload.order_id,
    'payment_intent_data[metadata][purpose]': payload.purpose,
  });
  paymentLines(payload).forEach((line, index) => {
    form.set(`line_items[${index}][quantity]`, '1');
    form.set(`line_items[${index}][price_data][currency]`, payload.currency);
    form.set(`line_items[${index}][price_data][unit_amount]`, String(line.amount_minor));
    form.set(`line_items[${index}][price_data][product_data][name]`, line.name);
  });
  if (discountMinor(payload) > 0) {
    form.set('discounts[0][coupon]', await createCoupon(request));
  }
  const answer = await stripePost('/v1/checkout/sessions', form, request.idempotencyKey);
  const { id, url } = answer.body;
  if (!answer.ok || typeof id !== 'string' || typeof url !== 'string')
    throw stripeRefused(answer, 'no session');
  return { id, url };
}

async function refund(refund: PendingRefund): Promise<RefundAnswer> {
  if (!refund.payment_reference) return NO_PAYMENT;
  if (!refund.payment_reference.startsWith('pi_')) {
    return { ok: false, error: 'The payment has no payment_intent to refund' };
  }
  const form = new URLSearchParams({
    payment_intent: refund.payment_reference,
    amount: String(minorUnits(refund.amount)),
    'metadata[order_id]': refund.order_id,
    'metadata[refund_id]': refund.id,
    'metadata[reason]': refund.reason,
  });
  if (refund.reason === 'already_paid') form.set('reason', 'duplicate');
  // One refund per row, however often the webhook asks (a retried delivery, a crash in between).
  const answer = await stripePost('/v1/refunds', form, `refund-${refund.id}`);
  const { status, body } = answer;
  // Stripe's own trouble, its rate limit, or the same refund being asked for by a concurrent delivery (409,
  // idempotency key in use): ask again on the next delivery of the event.
  if (status >= 500 || status === 429 || status === 409) throw stripeRefused(answer, '');
  if (!answer.ok || typeof body.id !== 'string') {
    return {
      ok: false,
      error: `Stripe refused the refund (${status}): ${String(body.error?.message ?? 'no refund')}`,
    };
  }
  if (body.status === 'failed' || body.status === 'canceled') {
    return { ok: false, error: `Stripe refund ${body.id} ${String(body.status)}` };
  }
  return { ok: true, id: body.id };
}

export const stripeProvider: PaymentProvider = {
  name: 'stripe',
  openSession,
  refund,
  webhookSecret: () => Promise.resolve(env('STRIPE_WEBHOOK_SECRET')),
};
