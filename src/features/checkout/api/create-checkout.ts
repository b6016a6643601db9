// Starts a payment: the create-checkout function prices the order on the server and returns the payment page.
import { getSupabase } from '@/lib/get-supabase';
import type { Currency } from '@/lib/locale';
import { OFFERED_TERMS_VERSION } from '@/features/checkout/terms-version';

export interface CheckoutParties {
  contact: { email: string; name: string; phone?: string };
  shipping: { line1: string; line2?: string; city: string; postal_code: string; country: string };
}

export type CheckoutRequest =
  | ({
      purpose: 'order';
      kind: 'purchase';
      items: { product_id: string; quantity: number }[];
      accept_terms: true;
      /** The promotion code applied in the cart; SQL checks and applies it. */
      promo_code?: string;
      /** The shopper's currency: SQL prices the order, its payment, invoice and mails in it. */
      currency: Currency;
    } & CheckoutParties)
  | ({
      purpose: 'order';
      kind: 'reservation';
      items: [{ product_id: string; quantity: number }];
      reservation_option: 'deposit' | 'full';
      accept_cancellation_policy: true;
      accept_terms: true;
      currency: Currency;
    } & CheckoutParties)
  | { purpose: 'balance'; order_id: string };

export interface CheckoutStarted {
  /** The provider's payment page, or (receipt) the shop's payment-success page of an order already paid. */
  url: string;
  order_id: string;
  order_number: string;
  receipt?: boolean;
}

/** The figure a refusal carries: the limit it applies, or the seconds to wait before trying again. */
export interface CheckoutErrorFigures {
  limit?: number;
  retry_after?: number;
}

/** An error the server explained: `code` is one of the contract's codes, translated by the page. */
export class CheckoutError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly figures: CheckoutErrorFigures = {},
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

async function explain(error: unknown): Promise<CheckoutError> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const body = (await context.json()) as {
        error?: {
          code?: unknown;
          message?: unknown;
          field?: unknown;
          limit?: unknown;
          retry_after?: unknown;
        };
      };
      const code = typeof body.error?.code === 'string' ? body.error.code : 'server_error';
      const field = typeof body.error?.field === 'string' ? body.error.field : undefined;
      const figures: CheckoutErrorFigures = {};
      if (typeof body.error?.limit === 'number') figures.limit = body.error.limit;
      if (typeof body.error?.retry_after === 'number') figures.retry_after = body.error.retry_after;
      return new CheckoutError(code, String(body.error?.message ?? context.statusText), field, figures);
    } catch {
      return new CheckoutError(
        context.status >= 500 ? 'server_error' : 'invalid_request',
        context.statusText,
      );
    }
  }
  return new CheckoutError('network', error instanceof Error ? error.message : String(error));
}

const ATTEMPT_KEY = 'checkout-attempt';

export interface CheckoutAttempt {
  key: string;
  /** The previous order attempt's key when this one replaces it (changed cart or details): its units go back. */
  replaces?: string;
}

/**
 * A key per attempt: the same content reuses it (a retry finds its order: its open payment page, or its receipt
 * once paid), changed content gets a new one, and a new order attempt names the order attempt it replaces.
 */
interface StoredAttempt {
  fingerprint?: string;
  key?: string;
  purpose?: string;
}

function storedAttempt(storage: Storage): StoredAttempt | null {
  try {
    return JSON.parse(storage.getItem(ATTEMPT_KEY) ?? 'null') as StoredAttempt | null;
  } catch {
    return null; // an unreadable record is replaced
  }
}

export function checkoutAttemptFor(
  request: CheckoutRequest,
  storage: Storage = window.sessionStorage,
): CheckoutAttempt {
  const fingerprint = JSON.stringify(request);
  const previous = storedAttempt(storage);
  if (previous?.fingerprint === fingerprint && previous.key) return { key: previous.key };
  const key = crypto.randomUUID();
  try {
    storage.setItem(ATTEMPT_KEY, JSON.stringify({ fingerprint, key, purpose: request.purpose }));
  } catch {
    // Without storage a retry after a reload gets a new key; the server still never trusts client prices.
  }
  const replaces =
    request.purpose === 'order' && previous?.purpose === 'order' && previous.key ? previous.key : undefined;
  return replaces ? { key, replaces } : { key };
}

/** The attempt is over (paid, or its order can no longer be paid): the next checkout is a new order. */
export function forgetCheckoutAttempt(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

async function start(request: CheckoutRequest, locale: string): Promise<CheckoutStarted> {
  const supabase = await getSupabase();
  const attempt = checkoutAttemptFor(request);
  const body = {
    ...request,
    // An order accepts the terms this build shows; a balance accepts nothing new.
    ...(request.purpose === 'order' && OFFERED_TERMS_VERSION ? { terms_version: OFFERED_TERMS_VERSION } : {}),
    locale: locale === 'fr' ? 'fr' : 'en',
    idempotency_key: attempt.key,
    ...(attempt.replaces ? { replaces_idempotency_key: attempt.replaces } : {}),
    origin: window.location.origin,
  };
  const { data, error } = await supabase.functions.invoke<CheckoutStarted>('create-checkout', { body });
  if (error) throw await explain(error);
  if (!data || typeof data.url !== 'string' || !/^https?:\/\//.test(data.url)) {
    throw new CheckoutError('server_error', 'create-checkout answered without a payment URL');
  }
  return data;
}

/** Refusals of an attempt's key that a new attempt (a new key) answers: its order is over, or not this buyer's. */
const NEW_ATTEMPT_CODES = new Set(['order_not_payable', 'idempotency_key_reused']);

/**
 * The payment page to go to: the provider's, or the receipt when this very attempt was paid already. An attempt
 * whose order was cancelled or expired meanwhile (or whose key answers another order) is started again as a
 * new order, once.
 */
export async function createCheckout(request: CheckoutRequest, locale: string): Promise<CheckoutStarted> {
  try {
    return await start(request, locale);
  } catch (error) {
    if (
      !(error instanceof CheckoutError) ||
      !NEW_ATTEMPT_CODES.has(error.code) ||
      request.purpose !== 'order'
    ) {
      throw error;
    }
    forgetCheckoutAttempt();
    return start(request, locale);
  }
}
