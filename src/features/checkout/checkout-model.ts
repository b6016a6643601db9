// Checkout form rules: contact and shipping fields, the countries we ship to, postcodes per country; the amounts
// the summary shows before payment (delivery, total, and the VAT it includes under the delivery country's terms).

export const SHIPPING_COUNTRIES = [
  'FR',
  'BE',
  'CH',
  'LU',
  'MC',
  'DE',
  'AT',
  'NL',
  'IT',
  'ES',
  'PT',
  'IE',
  'DK',
  'SE',
  'FI',
  'NO',
  'PL',
  'CZ',
  'GR',
  'GB',
  'US',
  'CA',
  'AU',
  'NZ',
  'JP',
  'SG',
] as const;

export type CountryCode = (typeof SHIPPING_COUNTRIES)[number];

export interface CheckoutDetails {
  email: string;
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  country: string;
  acceptTerms: boolean;
}

export type DetailsField = keyof CheckoutDetails;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const EMPTY_DETAILS: CheckoutDetails = {
  email: '',
  name: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  country: '',
  acceptTerms: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const TEXT_LIMITS: [field: 'email' | 'name' | 'phone' | 'line1' | 'line2' | 'city', max: number][] = [
  ['email', 254],
  ['name', 200],
  ['phone', 40],
  ['line1', 200],
  ['line2', 200],
  ['city', 100],
];
const PHONE = /^\+?[0-9 ().-]{6,20}$/;

const POSTCODES: Partial<Record<string, RegExp>> = {
  FR: /^\d{5}$/,
  MC: /^980\d{2}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  GR: /^\d{3} ?\d{2}$/,
  SE: /^\d{3} ?\d{2}$/,
  CZ: /^\d{3} ?\d{2}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/i,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  PT: /^\d{4}-\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  JP: /^\d{3}-?\d{4}$/,
  SG: /^\d{6}$/,
};

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

export function isValidPostcode(country: string, postcode: string): boolean {
  const pattern = POSTCODES[country];
  const value = postcode.trim();
  return pattern ? pattern.test(value) : /^[A-Za-z0-9 -]{2,10}$/.test(value);
}

/** Translation keys (namespace checkout) of what is wrong, per field; empty when the order may be placed. */
export function validateDetails(details: CheckoutDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  const required: DetailsField[] = ['email', 'name', 'line1', 'city', 'postalCode', 'country'];
  for (const field of required) {
    const value = details[field];
    if (typeof value === 'string' && !value.trim()) errors[field] = `errors.required.${field}`;
  }
  if (!errors.email && !isValidEmail(details.email)) errors.email = 'errors.emailInvalid';
  // The longest each free-text field may be (as create-checkout and SQL refuse beyond), and no control
  // characters: create-checkout answers those with 400 invalid_field.
  for (const [field, max] of TEXT_LIMITS) {
    const value = details[field].trim();
    if (errors[field]) continue;
    if (value.length > max) errors[field] = 'errors.tooLong';
    else if (CONTROL.test(value)) errors[field] = 'errors.invalidCharacters';
  }
  if (details.phone.trim() && !PHONE.test(details.phone.trim())) errors.phone = 'errors.phoneInvalid';
  if (details.country && !(SHIPPING_COUNTRIES as readonly string[]).includes(details.country)) {
    errors.country = 'errors.countryUnsupported';
  }
  if (!errors.postalCode && !errors.country && !isValidPostcode(details.country, details.postalCode)) {
    errors.postalCode = 'errors.postcodeInvalid';
  }
  if (!details.acceptTerms) errors.acceptTerms = 'errors.termsRequired';
  return errors;
}

/** The contact and shipping parts of the create-checkout body. */
export function toCheckoutParties(details: CheckoutDetails) {
  const phone = details.phone.trim();
  const line2 = details.line2.trim();
  return {
    contact: { email: details.email.trim(), name: details.name.trim(), ...(phone ? { phone } : {}) },
    shipping: {
      line1: details.line1.trim(),
      ...(line2 ? { line2 } : {}),
      city: details.city.trim(),
      postal_code: details.postalCode.trim().toUpperCase(),
      country: details.country,
    },
  };
}

/** Country names in the shopper's language, sorted as they read them. */
export function countryOptions(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return SHIPPING_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/**
 * Delivery when no quote is given. The summaries pass the estimate for the country (api/shipping-estimate.ts:
 * the quote create_checkout_order charges, from the zone's rates); this is only orderAmounts' default.
 */
export const DELIVERY_AMOUNT = 0;

/**
 * How an order to the delivery country is taxed, as SQL decides it (public.vat_decision): 'domestic' (France,
 * Monaco) and 'eu_origin' (the EU under the one-stop-shop threshold) at the French rate, 'eu_oss' at the
 * destination's rate, 'export' (outside the EU) exempt at 0. The price paid is the same in every case.
 */
export type VatRegime = 'domestic' | 'eu_origin' | 'eu_oss' | 'export';

export interface VatTerms {
  regime: VatRegime;
  /** The country whose rate applies (FR for domestic and eu_origin). */
  country: string;
  /** In percent; 0 for an export. */
  rate: number;
}

/** The VAT contained in a price that includes it, rounded to the cent: total × rate / (100 + rate). */
export function vatIncluded(total: number, ratePercent: number): number {
  if (!Number.isFinite(total) || total <= 0 || !(ratePercent > 0)) return 0;
  return Math.round((total * ratePercent * 100) / (100 + ratePercent)) / 100;
}

/** The VAT a total includes under the delivery country's terms: none in an export, whatever the rate says. */
export function vatContent(total: number, vat: VatTerms): number {
  return vat.regime === 'export' ? 0 : vatIncluded(total, vat.rate);
}

export interface OrderAmounts {
  /** The lines' sum. */
  subtotal: number;
  delivery: number;
  /** What the order costs, all taxes included: the same whatever the country's VAT. */
  total: number;
  /** The VAT the total includes, to the cent; null while the delivery country's terms are unknown. */
  vat: number | null;
}

/** The summary's figures from the lines' totals: delivery added, and the VAT the total includes under `vat`. */
export function orderAmounts(
  lineTotals: number[],
  vat: VatTerms | null,
  delivery: number = DELIVERY_AMOUNT,
): OrderAmounts {
  const subtotal = lineTotals.reduce((sum, value) => sum + value, 0);
  const total = subtotal + delivery;
  return { subtotal, delivery, total, vat: vat ? vatContent(total, vat) : null };
}
