// What a language means for numbers, dates and money: its locale tag and its currency (SPEC.md 9: French shows
// euros, English dollars). Intl formatters are cached per locale and options, as building one costs more than
// using it.
import type { Language } from './language';

export type LocaleTag = 'fr-FR' | 'en-US';
export type Currency = 'usd' | 'eur';

export function localeTag(language: Language | string): LocaleTag {
  return language === 'fr' ? 'fr-FR' : 'en-US';
}

/** The currency a language pays in. */
export function toCurrency(language: Language | string): Currency {
  return language === 'fr' ? 'eur' : 'usd';
}

/** A currency column's value ('eur', 'usd') as a Currency: anything but euros is dollars, the shop's default. */
export function asCurrency(value: string | null | undefined): Currency {
  return value === 'eur' ? 'eur' : 'usd';
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The language's number format (grams, a percentage, a count). */
export function numberFormat(
  language: Language | string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const locale = localeTag(language);
  return cached(`n:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** The language's date format: `dateFormat('fr', { dateStyle: 'long' }).format(date)`. */
export function dateFormat(
  language: Language | string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = localeTag(language);
  return cached(`d:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
