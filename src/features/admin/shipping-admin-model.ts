// The shipping admin's form rules: countries typed as ISO codes, thresholds and rates as amounts, bands in
// whole grams; each problem an i18n key of the admin namespace.
import { parseAmount } from './product-form-model';
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

/** An optional amount (empty: null); NaN when it is not one. */
export function parseOptionalAmount(text: string): number | null {
  return parseAmount(text);
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
