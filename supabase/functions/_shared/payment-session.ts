// Opening the provider's hosted payment page for what an order owes now. Both providers receive the same
// facts: the lines of the amount due (minor units: the goods, and delivery as its own line when this payment
// includes any), the promotion code's discount (Stripe: a one-off coupon in `discounts`, so the receipt shows the
// goods at their price and the code's reduction; the test provider: a negative line), the currency, the order
// in metadata, and where to return.
import { env, requireEnv, type ProviderName } from './env.ts';
import { signTestSession } from './test-session.ts';

/**
 * What create_checkout_order and prepare_balance_payment answer (public.checkout_payload in SQL, plus what to do
 * with it: migration 20261123000120_checkout_sessions.sql).
 * - open: a session row was reserved (and the units held): open the provider's page with session_id and
 *   expires_at, then attach_payment_session (abandon_payment_session when the provider refuses);
 * - existing: the order's open session, url included;
 * - wait: another call is opening it: poll payment_session_state(session_id);
 * - receipt: the order is paid: the success URL with receipt_token, never a new payment.
 */
export type CheckoutAction = 'open' | 'existing' | 'wait' | 'receipt';

export interface CheckoutPayload {
  action: CheckoutAction;
  session_id?: string;
  /** The existing session's page (action existing). */
  url?: string;
  /** When the session expires, in epoch seconds (actions open and existing). */
  expires_at?: number;
  order_id: string;
  order_number: string;
  status: string;
  kind: 'purchase' | 'reservation' | 'preorder';
  locale: 'en' | 'fr';
  currency: 'usd' | 'eur';
  email: string;
  name: string;
  total: number;
  amount_due: number;
  /** The part of amount_due that is delivery (SQL: none with a 50% deposit, all of it otherwise). */
  shipping_due?: number;
  /** The promotion code's reduction this payment shows (all of it on a full payment; 0 on a deposit or balance). */
  discount_due?: number;
  promo_code?: string | null;
  purpose: 'order' | 'balance';
  reservation_option: 'deposit' | 'full' | null;
  /** A fresh receipt token (actions open and receipt); null otherwise. */
  receipt_token: string | null;
  existing: boolean;
}

/** The keys every answer of create_checkout_order holds (public.checkout_payload and the action). */
export const CHECKOUT_PAYLOAD_KEYS = [
  'action',
  'order_id',
  'order_number',
  'status',
  'kind',
  'locale',
  'currency',
  'email',
  'name',
  'total',
  'amount_due',
  'purpose',
  'reservation_option',
  'receipt_token',
  'existing',
] as const satisfies readonly (keyof CheckoutPayload)[];

export interface SessionRequest {
  payload: CheckoutPayload;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /** When the page stops taking payments (epoch seconds): the session's expiry, decided in SQL. */
  expiresAt: number;
}

export interface PaymentSession {
  id: string;
  url: string;
}

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Stripe's API, or STRIPE_API_BASE (the tests' local fake). */
export function stripeApiBase(): string {
  return (env('STRIPE_API_BASE') ?? 'https://api.stripe.com').replace(/\/$/, '');
}

export function minorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** The single line the customer sees on the payment page, in their language. */
export function paymentDescription(payload: CheckoutPayload): string {
  const fr = payload.locale === 'fr';
  const number = payload.order_number;
  if (payload.purpose === 'balance')
    return fr ? `Solde, réservation ${number}` : `Balance, reservation ${number}`;
  if (payload.kind === 'reservation' && payload.reservation_option === 'deposit') {
    return fr ? `Acompte de 50 %, réservation ${number}` : `50% deposit, reservation ${number}`;
  }
  if (payload.kind === 'reservation') return fr ? `Réservation ${number}` : `Reservation ${number}`;
  return fr ? `Commande ${number}` : `Order ${number}`;
}

export interface PaymentLine {
  name: string;
  amount_minor: number;
}

/** The code's reduction on this payment, in minor units (0 when none). */
export function discountMinor(payload: CheckoutPayload): number {
  return Math.max(minorUnits(payload.discount_due ?? 0), 0);
}

/**
 * What the payment page lists before any discount: the goods (the order's description, at their price), then
 * delivery when this payment has any. Their sum less discountMinor() is the amount due.
 */
export function paymentLines(payload: CheckoutPayload): PaymentLine[] {
  const total = minorUnits(payload.amount_due) + discountMinor(payload);
  const shipping = Math.min(Math.max(minorUnits(payload.shipping_due ?? 0), 0), total);
  const lines: PaymentLine[] = [];
  if (total - shipping > 0) lines.push({ name: paymentDescription(payload), amount_minor: total - shipping });
  if (shipping > 0)
    lines.push({ name: payload.locale === 'fr' ? 'Livraison' : 'Delivery', amount_minor: shipping });
  return lines;
}

async function createTestSession(request: SessionRequest): Promise<PaymentSession> {
  const { payload } = request;
  const id = `cs_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const token = await signTestSession({
    id,
    order_id: payload.order_id,
    order_number: payload.order_number,
    purpose: payload.purpose,
    amount_minor: minorUnits(payload.amount_due),
    currency: payload.currency,
    email: payload.email,
    locale: payload.locale,
    description: paymentDescription(payload),
    lines: [
      ...paymentLines(payload),
      ...(discountMinor(payload) > 0
        ? [
            {
              name: `Code ${payload.promo_code ?? ''}`.trim(),
              amount_minor: -discountMinor(payload),
            },
          ]
        : []),
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: request.expiresAt,
  });
  const url = new URL(`${requireEnv('SUPABASE_URL')}/functions/v1/test-checkout`);
  url.searchParams.set('session', token);
  return { id, url: url.toString() };
}

/**
 * A one-off coupon for the code's reduction on this payment (amount_off in the order's currency, once, one
 * redemption), named after the code so that Stripe's page and receipt show it. Its Idempotency-Key follows the
 * session's, so a retried call gets the same coupon.
 */
async function createStripeCoupon(request: SessionRequest): Promise<string> {
  const { payload } = request;
  const form = new URLSearchParams({
    amount_off: String(discountMinor(payload)),
    currency: payload.currency,
    duration: 'once',
    max_redemptions: '1',
    name: (payload.promo_code ?? 'Promotion').slice(0, 40),
    'metadata[order_id]': payload.order_id,
  });
  let response: Response;
  try {
    response = await fetch(`${stripeApiBase()}/v1/coupons`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${requireEnv('STRIPE_SECRET_KEY')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': `${request.idempotencyKey}-coupon`,
      },
      body: form.toString(),
    });
  } catch (error) {
    throw new ProviderError(`Stripe unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: unknown; error?: { message?: unknown } };
  if (!response.ok || typeof body.id !== 'string') {
    throw new ProviderError(
      `Stripe answered ${response.status}: ${String(body.error?.message ?? 'no coupon')}`,
    );
  }
  return body.id;
}

/** Stripe Checkout Sessions over the REST API (form-encoded), the base URL configurable for tests. */
async function createStripeSession(request: SessionRequest): Promise<PaymentSession> {
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
    form.set('discounts[0][coupon]', await createStripeCoupon(request));
  }
  let response: Response;
  try {
    response = await fetch(`${stripeApiBase()}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${requireEnv('STRIPE_SECRET_KEY')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': request.idempotencyKey,
      },
      body: form.toString(),
    });
  } catch (error) {
    throw new ProviderError(`Stripe unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await response.json().catch(() => ({}))) as {
    id?: unknown;
    url?: unknown;
    error?: { message?: unknown };
  };
  if (!response.ok || typeof body.id !== 'string' || typeof body.url !== 'string') {
    throw new ProviderError(
      `Stripe answered ${response.status}: ${String(body.error?.message ?? 'no session')}`,
    );
  }
  return { id: body.id, url: body.url };
}

export function openPaymentSession(provider: ProviderName, request: SessionRequest): Promise<PaymentSession> {
  return provider === 'stripe' ? createStripeSession(request) : createTestSession(request);
}
