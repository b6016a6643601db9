// create-checkout: prices the order in SQL (client prices are never read), holds its units, then opens the
// provider's payment page for what is due now and answers { url, order_id, order_number }. One open page per
// order and purpose: a second call gets the open page back; a retried checkout of a paid order gets its receipt
// ({ url: the success page, receipt: true }), never a new payment. Guests may buy; reserving and paying a balance
// need the member's JWT. Errors: { error: { code, message, field? } } with a code the app translates.
import { jsonObject } from '../_shared/json-answer.ts';
import { identifyCaller } from '../_shared/bearer.ts';
import { parseCheckoutRequest, type CheckoutRequest } from '../_shared/checkout-request.ts';
import { isAllowedOrigin, type ProviderName } from '../_shared/env.ts';
import { failure, json, jsonBody, preflight } from '../_shared/http.ts';
import { CHECKOUT_PAYLOAD_KEYS, type CheckoutPayload } from '../_shared/payments/checkout-payload.ts';
import { ProviderError, type PaymentProvider } from '../_shared/payments/payment-provider.ts';
import { configuredProvider } from '../_shared/payments/providers.ts';
import { serviceClient } from '../_shared/service-client.ts';

/** The SQL functions' error codes and the HTTP status each is answered with. */
const SQL_ERRORS: Record<string, number> = {
  invalid_request: 400,
  checkout_closed: 503,
  invalid_field: 400,
  invalid_email: 400,
  terms_not_accepted: 400,
  terms_version_unknown: 400,
  terms_version_outdated: 409,
  policy_not_accepted: 400,
  empty_cart: 400,
  quantity_out_of_range: 400,
  unknown_product: 400,
  product_unavailable: 409,
  reserve_only: 409,
  not_reservable: 409,
  out_of_stock: 409,
  zero_amount: 409,
  shipping_country_unsupported: 422,
  shipping_weight_unsupported: 422,
  promo_invalid: 422,
  promo_not_started: 422,
  promo_expired: 422,
  promo_minimum: 422,
  promo_exhausted: 409,
  promo_customer_limit: 409,
  promo_not_applicable: 422,
  order_not_payable: 409,
  sign_in_required: 401,
  order_not_found: 404,
  nothing_due: 409,
  currency_unsupported: 400,
  idempotency_key_reused: 409,
  checkout_limit_per_product: 422,
  checkout_limit_per_order: 422,
  checkout_slowed: 429,
  too_many_checkouts: 429,
};

/** The request fields SQL may name in an error's detail (other details name a product). */
const FIELDS =
  /^((contact|shipping)\.[a-z_0-9]+|accept_terms|accept_cancellation_policy|reservation_option|idempotency_key|items|shipping|promo_code|currency)$/;

/** The figure SQL gives in an error's detail (a limit, or the seconds to wait), answered beside the code. */
const FIGURE = /^(limit|retry_after)=(\d+)$/;

/** How long a call waits for another call that is opening the same order's page. */
const WAIT_FOR_SESSION_MS = 15_000;

async function priceOrder(
  request: CheckoutRequest,
  userId: string | null,
  provider: ProviderName,
  clientAddress: string | null,
) {
  const supabase = serviceClient();
  if (request.purpose === 'balance') {
    return supabase.rpc('prepare_balance_payment', {
      p_user_id: userId,
      p_order_id: request.order_id,
      p_provider: provider,
    });
  }
  return supabase.rpc('create_checkout_order', {
    p_user_id: userId,
    p_kind: request.kind,
    p_locale: request.locale,
    p_idempotency_key: request.idempotency_key,
    p_items: request.items,
    p_email: request.contact.email,
    p_name: request.contact.name,
    p_phone: request.contact.phone ?? null,
    p_shipping: request.shipping,
    p_accept_terms: request.accept_terms,
    p_reservation_option: request.reservation_option,
    p_accept_cancellation_policy: request.accept_cancellation_policy,
    p_provider: provider,
    p_promo_code: request.promo_code ?? null,
    // The address the platform vouches for keys a guest's limits in SQL (never a header the caller writes).
    p_client_address: clientAddress,
    p_currency: request.currency ?? null,
    p_terms_version: request.terms_version,
  });
}

function cancelPath(request: CheckoutRequest): string {
  if (request.purpose === 'balance') return '/my-reservations';
  return request.kind === 'reservation' ? '/collection' : '/cart';
}

function successUrl(origin: string, payload: CheckoutPayload): string {
  const success = new URL('/payment-success', origin);
  success.searchParams.set('order', payload.order_id);
  success.searchParams.set('token', payload.receipt_token ?? '');
  return success.toString();
}

/** The URL of a session another call is opening, once it is open; undefined if it failed or is still opening. */
async function waitForSession(sessionId: string): Promise<{ url?: string; opening: boolean }> {
  const deadline = Date.now() + WAIT_FOR_SESSION_MS;
  for (;;) {
    const { data, error } = await serviceClient().rpc('payment_session_state', { p_session_id: sessionId });
    if (error) throw new Error(`payment_session_state: ${error.message}`);
    const state = (data ?? {}) as { status?: string; url?: string | null };
    if (state.status === 'open' && state.url) return { url: state.url, opening: false };
    if (state.status !== 'opening') return { opening: false };
    if (Date.now() > deadline) return { opening: true };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens the provider's page for a reserved session and records it; a refusal releases the session at once. */
async function openSession(
  provider: PaymentProvider,
  request: CheckoutRequest,
  payload: CheckoutPayload,
): Promise<string> {
  const sessionId = payload.session_id ?? '';
  const supabase = serviceClient();
  let session;
  try {
    session = await provider.openSession({
      payload,
      successUrl: successUrl(request.origin, payload),
      cancelUrl: new URL(cancelPath(request), request.origin).toString(),
      // One provider session per reserved session row: a network retry of this very call reuses it.
      idempotencyKey: `checkout-${payload.order_id}-${payload.purpose}-${sessionId.replaceAll('-', '').slice(0, 16)}`,
      expiresAt: payload.expires_at ?? Math.floor(Date.now() / 1000) + 31 * 60,
    });
  } catch (error) {
    const { error: abandoned } = await supabase.rpc('abandon_payment_session', { p_session_id: sessionId });
    if (abandoned) console.error('[create-checkout] abandon_payment_session failed:', abandoned.message);
    throw error;
  }
  const { error } = await supabase.rpc('attach_payment_session', {
    p_session_id: sessionId,
    p_provider_session_id: session.id,
    p_url: session.url,
  });
  // The page is open either way: a payment on it is applied (or refunded) by the webhook like any other.
  if (error) console.error('[create-checkout] attach_payment_session failed:', error.message);
  return session.url;
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');

  const body = await jsonBody(req);
  if (!body.ok) return body.response;
  const parsed = parseCheckoutRequest(body.value);
  if (!parsed.ok) return failure(400, parsed.problem.code, parsed.problem.message, parsed.problem.field);
  const request = parsed.request;
  if (!isAllowedOrigin(request.origin)) {
    return failure(
      400,
      'origin_not_allowed',
      `Payments cannot return to ${request.origin || 'no origin'}`,
      'origin',
    );
  }
  const provider = configuredProvider();
  if (!provider) return failure(503, 'payment_provider_error', 'No payment provider is configured');

  // The publishable key (or no token) buys as a guest; a user's token must verify, or the call is refused.
  const caller = await identifyCaller(req);
  if (caller.kind === 'refused')
    return failure(401, 'sign_in_required', 'The session has expired: sign in again');
  const userId = caller.kind === 'user' ? caller.id : null;
  if (request.purpose === 'balance' && !userId)
    return failure(401, 'sign_in_required', 'Sign in to pay a balance');

  // The shopper's previous attempt, replaced by this one, gives its held units back first.
  if (request.purpose === 'order' && request.replaces_idempotency_key) {
    const { error } = await serviceClient().rpc('supersede_checkout_attempt', {
      p_user_id: userId,
      p_idempotency_key: request.replaces_idempotency_key,
    });
    if (error) console.error('[create-checkout] the previous attempt was not released:', error.message);
  }

  // A code is first looked up as the cart's check does, so that guessing codes through checkout is counted
  // (and refused with 429) per client address as the platform gives it; SQL then applies it under its lock.
  if (request.purpose === 'order' && request.promo_code) {
    const { data: known, error } = await serviceClient().rpc('promo_code_guard', {
      p_client_address: req.headers.get('cf-connecting-ip'),
      p_code: request.promo_code,
    });
    if (error?.code === 'PT429') {
      return failure(429, 'too_many_requests', error.hint || 'Too many codes tried', 'promo_code');
    }
    if (error) {
      console.error('[create-checkout] promo_code_guard failed:', error.message);
      return failure(500, 'server_error', 'The order could not be written');
    }
    if (known !== true) return failure(422, 'promo_invalid', 'This code does not exist', 'promo_code');
  }

  // Twice at most: when the call we waited for failed to open its page, this one opens it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { data, error } = await priceOrder(
      request,
      userId,
      provider.name,
      req.headers.get('cf-connecting-ip'),
    );
    if (error) {
      const status = SQL_ERRORS[error.message];
      if (!status) {
        console.error('[create-checkout] SQL failed:', error.message);
        return failure(500, 'server_error', 'The order could not be written');
      }
      const detail = typeof error.details === 'string' ? error.details : '';
      const figure = FIGURE.exec(detail);
      if (!figure) {
        return failure(
          status,
          error.message,
          error.hint || error.message,
          FIELDS.test(detail) ? detail : undefined,
        );
      }
      const [, name = '', value = ''] = figure;
      return json(
        status,
        { error: { code: error.message, message: error.hint || error.message, [name]: Number(value) } },
        name === 'retry_after' ? { 'Retry-After': value } : {},
      );
    }

    const payload = jsonObject<CheckoutPayload>(data, CHECKOUT_PAYLOAD_KEYS, 'create_checkout_order');
    const answer = (url: string, extra: Record<string, unknown> = {}) =>
      json(200, { url, order_id: payload.order_id, order_number: payload.order_number, ...extra });
    switch (payload.action) {
      case 'receipt':
        return answer(successUrl(request.origin, payload), { receipt: true });
      case 'existing':
        return answer(payload.url ?? '');
      case 'wait': {
        const waited = await waitForSession(payload.session_id ?? '');
        if (waited.url) return answer(waited.url);
        if (waited.opening) attempt = 2;
        continue;
      }
      default:
        try {
          return answer(await openSession(provider, request, payload));
        } catch (providerError) {
          if (!(providerError instanceof ProviderError)) throw providerError;
          console.error('[create-checkout]', providerError.message);
          return failure(
            502,
            'payment_provider_error',
            'The payment service did not answer; nothing was charged',
          );
        }
    }
  }
  return failure(
    409,
    'payment_in_progress',
    'A payment page for this order is being opened in another window: try again in a moment',
  );
}

Deno.serve(handler);
