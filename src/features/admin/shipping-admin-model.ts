// The shipping admin's form rules: countries typed as ISO codes, thresholds and rates as amounts, bands in
// whole grams; each problem an i18n key of the admin namespace.
import { amountErrorKey, optionalAmount, parseAmountInput } from './amount-model';
import { writeErrorKey } from './write-error';

/** "fr, mc BE" → ['FR', 'MC', 'BE']; null when one of them is not two letters. */
export function parseCountries(text: string): string[] | null {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.some((code) => !/^[A-Z]{2}$/.test(code))) return null;
  return [...new Set(codes)];
}

export interface ZoneFormValues {
  name_en: string;
  name_fr: string;
  free_from_eur: string;
  free_from_usd: string;
  countries: string;
}

export interface ZoneInput {
  name_en: string;
  name_fr: string;
  free_from_eur: number | null;
  free_from_usd: number | null;
  countries: string[];
}

type Checked<T, K extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<K, string>> };

/** A zone as saved (names required, thresholds optional amounts, countries ISO codes), or each field's error key. */
export function validateZone(values: ZoneFormValues): Checked<ZoneInput, keyof ZoneFormValues> {
  const countries = parseCountries(values.countries);
  const eur = optionalAmount(values.free_from_eur);
  const usd = optionalAmount(values.free_from_usd);
  const errors: Partial<Record<keyof ZoneFormValues, string>> = {};
  if (!values.name_en.trim()) errors.name_en = 'shipping.errors.name';
  if (!values.name_fr.trim()) errors.name_fr = 'shipping.errors.name';
  if (eur.error) errors.free_from_eur = eur.error;
  if (usd.error) errors.free_from_usd = usd.error;
  if (countries === null) errors.countries = 'shipping.errors.countries';
  if (countries === null || Object.keys(errors).length > 0) return { ok: false, errors };
  const value = { name_en: values.name_en.trim(), name_fr: values.name_fr.trim(), countries };
  return { ok: true, value: { ...value, free_from_eur: eur.value, free_from_usd: usd.value } };
}

/** A rate band as added (its upper weight, empty for any weight, and its price), or each field's error key. */
export function validateRate(
  band: string,
  amount: string,
): Checked<{ up_to_grams: number | null; amount: number }, 'band' | 'amount'> {
  const upTo = parseBand(band);
  const price = parseAmountInput(amount);
  const errors: Partial<Record<'band' | 'amount', string>> = {};
  if (Number.isNaN(upTo)) errors.band = 'shipping.errors.band';
  if (!price.ok)
    errors.amount = price.problem === 'required' ? 'shipping.errors.amount' : amountErrorKey(price.problem);
  if (!price.ok || errors.band) return { ok: false, errors };
  return { ok: true, value: { up_to_grams: upTo, amount: price.value } };
}

/** A band's upper weight: empty is "any weight" (null); NaN when not a whole number of grams above 0. */
export function parseBand(text: string): number | null {
  if (text.trim() === '') return null;
  if (!/^\d{1,7}$/.test(text.trim())) return Number.NaN;
  const grams = Number(text.trim());
  return grams > 0 ? grams : Number.NaN;
}

/** The i18n key of a refused write. */
export function shippingErrorKey(error: unknown): string {
  return writeErrorKey(error, 'shipping');
}
