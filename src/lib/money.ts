// Money display (SPEC.md 9): French shows euros, English dollars, without decimals; a tax amount (the VAT a price
// includes) is the one figure shown to the cent.
import type { Language } from './language';

export type Currency = 'usd' | 'eur';

export function currencyFor(language: Language | string): Currency {
  return language === 'fr' ? 'eur' : 'usd';
}

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(
  amount: number,
  currency: Currency,
  language: Language | string,
  { cents = false }: { cents?: boolean } = {},
): string {
  const locale = language === 'fr' ? 'fr-FR' : 'en-US';
  const digits = cents ? 2 : 0;
  const key = `${locale}:${currency}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

export interface Priced {
  price: number;
  price_euros: number | null;
  on_sale: boolean;
  sale_price: number | null;
}

/** The price charged in the language's currency: price_euros in French when present, else price. */
export function displayPrice(product: Priced, language: Language | string): number {
  return language === 'fr' && product.price_euros != null ? product.price_euros : product.price;
}

/**
 * The struck-through former price, when on sale and sale_price > 0. sale_price is kept in dollars; in French
 * it is shown in euros at the product's own dollar-to-euro ratio.
 */
export function formerPrice(product: Priced, language: Language | string): number | null {
  if (!product.on_sale || product.sale_price == null || product.sale_price <= 0) return null;
  if (language !== 'fr' || product.price_euros == null || product.price <= 0) return product.sale_price;
  return Math.round((product.sale_price * product.price_euros) / product.price);
}
