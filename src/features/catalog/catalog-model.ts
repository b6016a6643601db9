// Product rules of SPEC.md 4: the action a product offers and its French texts with English fallback.
import type { Language } from '@/lib/language';
import { countryName } from '@/content/countries';
import { numberFormat } from '@/lib/locale';
import { netQuantityOf, type NetQuantityUnit } from '@/lib/unit-price';
import type { TranslatedField } from '@/lib/product-text-fields';

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

// ---------------------------------------------------------------------------------------------------------
// Cosmetics facts (Regulation (EC) 1223/2009 art. 19): what the label says, shown before purchase.
// ---------------------------------------------------------------------------------------------------------

/** The facts columns of products_public (20261123100300_product_facts.sql). */
export interface FactsSource {
  inci_ingredients: string | null;
  net_quantity: number | null;
  net_quantity_unit: string | null;
  period_after_opening_months: number | null;
  precautions: string | null;
  precautions_fr: string | null;
  origin_country: string | null;
  responsible_person_name: string | null;
  responsible_person_address: string | null;
}

export interface PostalAddressFacts {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** The responsible person (art. 4) as the shop's legal facts give it: the default of every product. */
export interface ResponsiblePersonFacts {
  name: string;
  address: PostalAddressFacts;
  /** The electronic address of GPSR art. 19, shown beside the name. */
  email?: string;
}

export type { NetQuantityUnit };

export interface ProductFacts {
  /** The INCI list, the same in every language. */
  inci: string | null;
  netQuantity: { value: number; unit: NetQuantityUnit } | null;
  /** Period after opening, in months (the open-jar symbol "12M"). */
  periodAfterOpeningMonths: number | null;
  /** In the language, French falling back to English. */
  precautions: string | null;
  /** Country of manufacture, named in the language. */
  origin: { code: string; name: string } | null;
  /** email: the shop's electronic address for its own person; null for a person a product names itself. */
  responsiblePerson: { name: string; address: string; email: string | null } | null;
}

const trimmed = (text: string | null | undefined): string | null => {
  const value = text?.trim();
  return value ? value : null;
};

/** One line: street, postal code and city, country named in the language. */
export function formatAddress(address: PostalAddressFacts, language: Language | string): string {
  const city = [address.postalCode, address.city].filter((part) => part.trim()).join(' ');
  const country = address.country.trim() ? countryName(address.country.trim(), language) : '';
  return [address.street, city, country].filter((part) => part.trim()).join(', ');
}

/**
 * The facts of a product in a language. The responsible person is the product's own when it names one, else
 * the shop's (legal facts); null when neither is known.
 */
export function productFacts(
  product: FactsSource,
  language: Language | string,
  defaultPerson: ResponsiblePersonFacts | null,
): ProductFacts {
  const precautions =
    (language === 'fr' ? trimmed(product.precautions_fr) : null) ?? trimmed(product.precautions);
  const origin = trimmed(product.origin_country);
  const ownName = trimmed(product.responsible_person_name);
  const ownAddress = trimmed(product.responsible_person_address);
  let responsiblePerson: ProductFacts['responsiblePerson'] = null;
  if (ownName && ownAddress) responsiblePerson = { name: ownName, address: ownAddress, email: null };
  else if (defaultPerson && defaultPerson.name.trim()) {
    responsiblePerson = {
      name: defaultPerson.name.trim(),
      address: formatAddress(defaultPerson.address, language),
      email: trimmed(defaultPerson.email),
    };
  }
  return {
    inci: trimmed(product.inci_ingredients),
    netQuantity: netQuantityOf(product),
    periodAfterOpeningMonths:
      product.period_after_opening_months != null && product.period_after_opening_months > 0
        ? product.period_after_opening_months
        : null,
    precautions,
    origin: origin ? { code: origin, name: countryName(origin, language) } : null,
    responsiblePerson,
  };
}

/** Whether the product has any fact to show (the dialog leaves the section out otherwise). */
export function hasFacts(facts: ProductFacts): boolean {
  return Object.values(facts).some((value) => value !== null);
}

/** "30 ml", "50 g", "7,5 ml" in French: the number in the language's convention. */
export function formatNetQuantity(
  quantity: { value: number; unit: NetQuantityUnit },
  language: Language | string,
): string {
  const number = numberFormat(language, { maximumFractionDigits: 2 }).format(quantity.value);
  return `${number} ${quantity.unit}`;
}

/** The open-jar symbol's text: "12M". */
export function periodAfterOpeningSymbol(months: number): string {
  return `${months}M`;
}
