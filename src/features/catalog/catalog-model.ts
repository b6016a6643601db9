// Product rules of SPEC.md 4: the action a product offers and its French texts with English fallback.
import type { Language } from '../../lib/language';

export type ProductAction = 'reserve' | 'preorder' | 'purchase' | 'addToCart' | 'outOfStock';

export interface ActionFacts {
  reserve_enabled: boolean;
  preorder_enabled: boolean;
  /**
   * What can be bought now, units held by open payments already counted out (products_public.stock_available);
   * null = no limit (stock not tracked, or a reserve or pre-order product without a cap).
   */
  stock_available: number | null;
}

/**
 * Nothing left to sell (stock_available 0: the last units are sold or held by open payments, or a reserve or
 * pre-order product reached its cap) is Out of Stock. Otherwise Reserve wins, then Pre-Order: both are sold
 * ahead of stock. One already in the cart offers Add to Cart (one more unit), any other Purchase.
 */
export function productAction(product: ActionFacts, inCart = false): ProductAction {
  if (product.stock_available === 0) return 'outOfStock';
  if (product.reserve_enabled) return 'reserve';
  if (product.preorder_enabled) return 'preorder';
  return inCart ? 'addToCart' : 'purchase';
}

/** The dialog's availability badge for an action. */
export function availabilityKey(
  action: ProductAction,
): 'reserveAvailable' | 'preorderAvailable' | 'available' | 'outOfStock' {
  if (action === 'reserve') return 'reserveAvailable';
  if (action === 'preorder') return 'preorderAvailable';
  if (action === 'outOfStock') return 'outOfStock';
  return 'available';
}

export const TRANSLATED_FIELDS = [
  'title',
  'subtitle',
  'description',
  'exclusive_immortela_synergy',
  'other_key_ingredients',
  'aromatherapy',
  'special_benefits',
  'how_to_use',
  'cancellation_policy',
] as const;

export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

type Translatable = { [K in TranslatedField]?: string | null } & {
  [K in `${TranslatedField}_fr`]?: string | null;
};

/** The field in the language: the _fr twin in French when it has text, else the default text. */
export function localized(
  product: Translatable,
  field: TranslatedField,
  language: Language | string,
): string {
  const base = product[field] ?? '';
  if (language !== 'fr') return base;
  const french = product[`${field}_fr`];
  return french && french.trim() ? french : base;
}

export const DEFAULT_DELIVERY_DAYS = 30;
export const DEPOSIT_RATE = 0.5;

/** Today plus the product's delivery days (30 when it gives none). */
export function estimatedDeliveryDate(days: number | null | undefined, today = new Date()): Date {
  const date = new Date(today);
  date.setDate(date.getDate() + (days && days > 0 ? days : DEFAULT_DELIVERY_DAYS));
  return date;
}

/** Half the price, rounded to the cent. */
export function depositAmount(price: number): number {
  return Math.round(price * DEPOSIT_RATE * 100) / 100;
}
