// Money display (SPEC.md 9): prices in the shopper's currency (src/lib/currency.ts), without decimals; a tax amount
// (the VAT a price includes) is the one figure shown to the cent.
import type { Language } from './language';
import { numberFormat, type Currency } from './locale';

export type { Currency } from './locale';

export function formatMoney(
  amount: number,
  currency: Currency,
  language: Language | string,
  { cents = false }: { cents?: boolean } = {},
): string {
  const digits = cents ? 2 : 0;
  return numberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export interface Priced {
  price: number;
  price_euros: number | null;
  /**
   * The lawful struck-through prices of products_public (20261123100310_price_history.sql): the lowest price of
   * the 30 days before the reduction started, per currency; null when there is no reduction to show.
   */
  reference_price?: number | null;
  reference_price_euros?: number | null;
}

/** The price charged in a currency: price_euros in euros when present, else price (dollars). */
export function displayPrice(product: Priced, currency: Currency): number {
  return currency === 'eur' && product.price_euros != null ? product.price_euros : product.price;
}

/**
 * The struck-through former price in a currency: the database's reference (the lowest price of
 * the 30 days before the reduction), never a number typed by the admin; null when there is none, or when it
 * is not above the price shown.
 */
export function formerPrice(product: Priced, currency: Currency): number | null {
  const reference = currency === 'eur' ? product.reference_price_euros : product.reference_price;
  if (reference == null) return null;
  const value = Number(reference);
  return Number.isFinite(value) && value > displayPrice(product, currency) ? value : null;
}
