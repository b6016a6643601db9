// The unit price shown beside every price (consumer code L112-1; arrêté of 3 December 1987 on price information
// and Directive 98/6/EC): what 100 ml, or a kilogram, costs at that price. Millilitres are priced per 100 ml and
// grams per kg, in the price's own currency and the reader's number format. Pure: no React, no I/O.
import type { Language } from './language';
import { formatMoney } from './money';
import type { Currency } from './locale';

export type NetQuantityUnit = 'ml' | 'g';

export interface NetQuantity {
  value: number;
  unit: NetQuantityUnit;
}

/** The net_quantity / net_quantity_unit columns of products_public (both or neither). */
export interface NetQuantitySource {
  net_quantity: number | string | null;
  net_quantity_unit: string | null;
}

/** The product's net quantity, or null when it gives none (or an unusable one: no unit, zero, not a number). */
export function netQuantityOf(source: NetQuantitySource): NetQuantity | null {
  const value = source.net_quantity == null ? NaN : Number(source.net_quantity);
  const unit = source.net_quantity_unit;
  if (!Number.isFinite(value) || value <= 0) return null;
  return unit === 'ml' || unit === 'g' ? { value, unit } : null;
}

/** Per 100 ml for millilitres, per kilogram for grams. */
export type UnitPriceBase = '100 ml' | 'kg';

export interface UnitPrice {
  /** Rounded to the cent. */
  amount: number;
  base: UnitPriceBase;
}

/** What the base quantity costs at `price`: 30 ml at 42 → 140 per 100 ml; 50 g at 9 → 180 per kg. */
export function unitPrice(price: number, quantity: NetQuantity): UnitPrice {
  const perUnit = quantity.unit === 'ml' ? 100 : 1000;
  const amount = Math.round(((price * perUnit) / quantity.value) * 100) / 100;
  return { amount, base: quantity.unit === 'ml' ? '100 ml' : 'kg' };
}

/**
 * "€140.00 / 100 ml" in English, "140,00 € / 100 ml" in French; null when the product has no net quantity (or
 * no price to divide), so that nothing is shown.
 */
export function formatUnitPrice(
  price: number,
  currency: Currency,
  quantity: NetQuantity | null,
  language: Language | string,
): string | null {
  if (!quantity || !Number.isFinite(price) || price <= 0) return null;
  const { amount, base } = unitPrice(price, quantity);
  return `${formatMoney(amount, currency, language, { cents: true })} / ${base}`;
}
