// create-checkout: prices the order in SQL (client prices are never read), then opens the provider's payment
// page for what is due now and answers { url, order_id, order_number }. Guests may buy; reserving and paying a
// balance need the member's JWT. Errors: { error: { code, message, field? } } with a code the app translates.
import { identifyCaller } from '../_shared/bearer.ts';
import { parseCheckoutRequest, type CheckoutRequest } from '../_shared/checkout-request.ts';
import { isAllowedOrigin, paymentProvider } from '../_shared/env.ts';
import { failure, json, preflight } from '../_shared/http.ts';
import { openPaymentSession, ProviderError, type CheckoutPayload } from '../_shared/payment-session.ts';
import { serviceClient } from '../_shared/service-client.ts';

/** The SQL functions' error codes and the HTTP status each is answered with. */
const SQL_ERRORS: Record<string, number> = {
  invalid_request: 400,
  invalid_field: 400,
  invalid_email: 400,
  terms_not_accepted: 400,
  policy_not_accepted: 400,
  empty_cart: 400,
  quantity_out_of_range: 400,
  unknown_product: 400,
  product_unavailable: 409,
  reserve_only: 409,
  not_reservable: 409,
  out_of_stock: 409,
  sign_in_required: 401,
  order_not_found: 404,
  nothing_due: 409,
};

/** The request fields SQL may name in an error's detail (other details name a product). */
const FIELDS =
  /^((contact|shipping)\.[a-z_0-9]+|accept_terms|accept_cancellation_policy|reservation_option|idempotency_key|items|shipping)$/;

async function priceOrder(request: CheckoutRequest, userId: string | null, provider: string) {
  const supabase = serviceClient();
  if (request.purpose === 'balance') {
    return supabase.rpc('prepare_balance_payment', { p_user_id: userId, p_order_id: request.order_id });
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
  });
}

function cancelPath(request: CheckoutRequest): string {
  if (request.purpose === 'balance') return '/my-reservations';
  return request.kind === 'reservation' ? '/collection' : '/cart';
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return failure(400, 'invalid_request', 'The body must be JSON');
  }
  const parsed = parseCheckoutRequest(body);
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
  const provider = paymentProvider();
  if (!provider) return failure(503, 'payment_provider_error', 'No payment provider is configured');

  // The publishable key (or no token) buys as a guest; a user's token must verify, or the call is refused.
  const caller = await identifyCaller(req);
  if (caller.kind === 'refused')
    return failure(401, 'sign_in_required', 'The session has expired: sign in again');
  const userId = caller.kind === 'user' ? caller.id : null;
  if (request.purpose === 'balance' && !userId)
    return failure(401, 'sign_in_required', 'Sign in to pay a balance');

  const { data, error } = await priceOrder(request, userId, provider);
  if (error) {
    const status = SQL_ERRORS[error.message];
    if (!status) {
      console.error('[create-checkout] SQL failed:', error.message);
      return failure(500, 'server_error', 'The order could not be written');
    }
    const detail = typeof error.details === 'string' ? error.details : '';
    return failure(
      status,
      error.message,
      error.hint || error.message,
      FIELDS.test(detail) ? detail : undefined,
    );
  }

  const payload = data as CheckoutPayload;
  const success = new URL('/payment-success', request.origin);
  success.searchParams.set('order', payload.order_id);
  success.searchParams.set('token', payload.receipt_token);
  try {
    const session = await openPaymentSession(provider, {
      payload,
      successUrl: success.toString(),
      cancelUrl: new URL(cancelPath(request), request.origin).toString(),
      // One provider session per receipt token: a network retry of this very call reuses it.
      idempotencyKey: `checkout-${payload.order_id}-${payload.purpose}-${payload.receipt_token.slice(0, 16)}`,
    });
    return json(200, { url: session.url, order_id: payload.order_id, order_number: payload.order_number });
  } catch (providerError) {
    if (!(providerError instanceof ProviderError)) throw providerError;
    console.error('[create-checkout]', providerError.message);
    return failure(502, 'payment_provider_error', 'The payment service did not answer; nothing was charged');
  }
}

Deno.serve(handler);
