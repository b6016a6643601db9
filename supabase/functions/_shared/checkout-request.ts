// The body create-checkout accepts, checked before anything is written. Only product ids and quantities are
// taken from the lines: prices, names and totals the client may send are dropped here and re-read by SQL.

export interface ContactInput {
  email: string;
  name: string;
  phone?: string;
}

export type ShippingInput = {
  line1: string;
  line2?: string;
  city: string;
  postal_code: string;
  region?: string;
  country: string;
};

interface Common {
  locale: 'en' | 'fr';
  idempotency_key: string;
  origin: string;
}

export type CheckoutRequest =
  | (Common & {
      purpose: 'order';
      /** The key of this shopper's previous attempt, which this one replaces (its units are given back). */
      replaces_idempotency_key?: string;
      kind: 'purchase' | 'reservation';
      items: { product_id: string; quantity: number }[];
      reservation_option: 'deposit' | 'full' | null;
      accept_cancellation_policy: boolean;
      accept_terms: boolean;
      /** The version of the terms of sale the shopper accepted (public.terms_versions: SQL refuses any other). */
      terms_version: string;
      contact: ContactInput;
      shipping: ShippingInput;
      /** One promotion code at most (SQL checks it and takes its use). */
      promo_code?: string;
      /** The currency the shopper chose (default: euros in French, dollars in English). */
      currency?: Currency;
    })
  | (Common & { purpose: 'balance'; order_id: string });

/** The currencies the shop takes payments in. */
export const CURRENCIES = ['eur', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface RequestProblem {
  code: string;
  message: string;
  field?: string;
}

export type Parsed = { ok: true; request: CheckoutRequest } | { ok: false; problem: RequestProblem };

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** A terms version's id: the SHA-256 of its texts, in hex. */
const TERMS_VERSION = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function optionalText(value: unknown): string | undefined {
  const trimmed = text(value);
  return trimmed === '' ? undefined : trimmed;
}

const invalid = (field: string, message: string, code = 'invalid_field'): Parsed => ({
  ok: false,
  problem: { code, message, field },
});

/** U+0000-U+001F and U+007F: none belongs in a name or an address (NUL would even fail in Postgres). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The free-text fields of an order and their longest length (the same as create_checkout_order's checks),
 * read as `<part>.<key>` of the body.
 */
const TEXT_LIMITS: [part: 'contact' | 'shipping', key: string, max: number][] = [
  ['contact', 'email', 254],
  ['contact', 'name', 200],
  ['contact', 'phone', 40],
  ['shipping', 'line1', 200],
  ['shipping', 'line2', 200],
  ['shipping', 'city', 100],
  ['shipping', 'postal_code', 20],
  ['shipping', 'region', 100],
  ['shipping', 'country', 2],
];

/** The first free-text field that holds a control character or is too long, as a 400 invalid_field. */
function checkFreeText(parts: { contact: Json; shipping: Json }): Parsed | undefined {
  for (const [part, key, max] of TEXT_LIMITS) {
    const value = parts[part][key];
    if (value === undefined || value === null) continue;
    const field = `${part}.${key}`;
    if (typeof value !== 'string') return invalid(field, `${field} must be text`);
    if (CONTROL_CHARACTERS.test(value)) {
      return invalid(field, `${field} must not contain control characters (such as NUL or line breaks)`);
    }
    if (value.trim().length > max) return invalid(field, `${field} is too long: at most ${max} characters`);
  }
  return undefined;
}

export function parseCheckoutRequest(body: unknown): Parsed {
  if (!isObject(body))
    return { ok: false, problem: { code: 'invalid_request', message: 'Expected a JSON object' } };
  const locale = body.locale === 'fr' ? 'fr' : body.locale === 'en' ? 'en' : undefined;
  if (!locale) return invalid('locale', 'locale must be "en" or "fr"', 'invalid_request');
  const idempotencyKey = text(body.idempotency_key);
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return invalid(
      'idempotency_key',
      'idempotency_key must be 8 to 100 letters, digits, - or _',
      'invalid_request',
    );
  }
  const origin = text(body.origin);
  const common: Common = { locale, idempotency_key: idempotencyKey, origin };

  if (body.purpose === 'balance') {
    const orderId = text(body.order_id);
    if (!UUID.test(orderId)) return invalid('order_id', 'order_id must be an order id', 'order_not_found');
    return { ok: true, request: { ...common, purpose: 'balance', order_id: orderId } };
  }
  if (body.purpose !== 'order')
    return invalid('purpose', 'purpose must be "order" or "balance"', 'invalid_request');
  if (body.kind !== 'purchase' && body.kind !== 'reservation') {
    return invalid('kind', 'kind must be "purchase" or "reservation"', 'invalid_request');
  }

  if (!Array.isArray(body.items) || body.items.length === 0)
    return invalid('items', 'The cart is empty', 'empty_cart');
  if (body.items.length > 100) return invalid('items', 'At most 100 lines', 'invalid_field');
  const items: { product_id: string; quantity: number }[] = [];
  for (const item of body.items) {
    if (!isObject(item) || typeof item.product_id !== 'string' || item.product_id.length > 100) {
      return invalid('items', 'Each line needs a product_id');
    }
    const quantity = item.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 1000) {
      return invalid('items', 'Quantities must be whole numbers from 1 to 1000', 'quantity_out_of_range');
    }
    items.push({ product_id: item.product_id, quantity });
  }

  // The terms the shopper saw: a build that sends none (or something else) predates the recorded versions.
  const termsVersion = text(body.terms_version);
  if (!TERMS_VERSION.test(termsVersion)) {
    return invalid(
      'accept_terms',
      'terms_version must be the id of the terms of sale shown',
      'terms_version_unknown',
    );
  }

  const contact = isObject(body.contact) ? body.contact : {};
  const shipping = isObject(body.shipping) ? body.shipping : {};
  const freeText = checkFreeText({ contact, shipping });
  if (freeText) return freeText;
  const email = text(contact.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254) {
    return invalid('contact.email', 'A valid email is required', 'invalid_email');
  }

  const replaces = text(body.replaces_idempotency_key);
  if (replaces && (!IDEMPOTENCY_KEY.test(replaces) || replaces === idempotencyKey)) {
    return invalid(
      'replaces_idempotency_key',
      'replaces_idempotency_key must be the key of an earlier attempt',
      'invalid_request',
    );
  }

  // One code per order: a list of codes (or a second field) is refused rather than one of them picked.
  const codes = [body.promo_code, body.promo_codes]
    .flat()
    .filter((code) => code !== undefined && code !== null && code !== '');
  if (codes.length > 1) return invalid('promo_code', 'One promotion code per order', 'promo_stacking');
  const promo = codes[0];
  if (
    promo !== undefined &&
    (typeof promo !== 'string' || promo.trim().length > 60 || CONTROL_CHARACTERS.test(promo))
  ) {
    return invalid('promo_code', 'promo_code must be one code', 'promo_invalid');
  }

  // A currency the shop does not take is refused by name, never charged in another one.
  let currency: Currency | undefined;
  if (body.currency !== undefined && body.currency !== null) {
    const asked = typeof body.currency === 'string' ? body.currency.trim().toLowerCase() : '';
    currency = CURRENCIES.find((known) => known === asked);
    if (!currency) {
      return invalid(
        'currency',
        'Payments are taken in euros (eur) or US dollars (usd)',
        'currency_unsupported',
      );
    }
  }

  const option = body.reservation_option;
  return {
    ok: true,
    request: {
      ...common,
      purpose: 'order',
      ...(replaces ? { replaces_idempotency_key: replaces } : {}),
      kind: body.kind,
      items,
      reservation_option: option === 'deposit' || option === 'full' ? option : null,
      accept_cancellation_policy: body.accept_cancellation_policy === true,
      accept_terms: body.accept_terms === true,
      terms_version: termsVersion,
      contact: { email, name: text(contact.name), phone: optionalText(contact.phone) },
      shipping: {
        line1: text(shipping.line1),
        line2: optionalText(shipping.line2),
        city: text(shipping.city),
        postal_code: text(shipping.postal_code),
        region: optionalText(shipping.region),
        country: text(shipping.country).toUpperCase(),
      },
      ...(typeof promo === 'string' && promo.trim() ? { promo_code: promo.trim() } : {}),
      ...(currency ? { currency } : {}),
    },
  };
}
