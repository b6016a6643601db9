// The admin product form: its values as typed, validation, the row written to products, translation
// completeness and the save's refusals. Pure: no React, no I/O. The list's search and sort are in
// product-list-model.ts, the images' rules in product-image-model.ts.
import type { Tables, TablesInsert } from '@/lib/database.types';
import { amountErrorKey, optionalAmount, parseAmountInput } from './amount-model';
import { dbErrorKey } from '@/lib/db-error';
import { productImagesOf, type ProductImage } from '@/lib/product-images';
import { TRANSLATED_FIELDS, type TranslatedField } from '@/lib/product-text-fields';
import { imageDetailsRow, imagesProblem } from './product-image-model';

export type ProductRow = Tables<'products'>;

/** Text fields with a French twin (the shop's list), in the order the form shows them. */
export const TEXT_FIELDS = TRANSLATED_FIELDS;
export type TextField = TranslatedField;

/** Translated pairs checked by the completeness indicator: the text fields, the feature list, the precautions. */
export const TRANSLATABLE = [...TEXT_FIELDS, 'features', 'precautions'] as const;
export type Translatable = (typeof TRANSLATABLE)[number];

type TextValues = { [K in TextField | `${TextField}_fr`]: string };

export interface ProductFormValues extends TextValues {
  product_id: string;
  /** One feature per line. */
  features: string;
  features_fr: string;
  price: string;
  price_euros: string;
  /**
   * The struck-through price is not typed: it is the lowest price of the 30 days before the reduction, from the
   * price history (20261123100310_price_history.sql). products.sale_price is left as it is, and never shown.
   */
  on_sale: boolean;
  reserve_enabled: boolean;
  preorder_enabled: boolean;
  /** Empty: stock not tracked. */
  stock: string;
  /** Reserve and pre-order products: at most this many units sold beyond the stock. Empty: no cap. */
  sell_ahead_limit: string;
  /** The owner is alerted when the stock falls to this many units (docs/alerts.md). Empty: no alert. */
  low_stock_level: string;
  estimated_delivery_days: string;
  /** Shipping weight of one unit, packed, in grams (the delivery rates' bands). */
  weight_grams: string;
  featured: boolean;
  sort_order: string;
  /** In order, each with its alt texts and focal point: written as image_urls and image_details. */
  images: ProductImage[];
  // Cosmetics facts (20261123100300_product_facts.sql).
  /** The INCI list, one language for all; line breaks become commas. */
  inci_ingredients: string;
  /** A number such as 30 or 7.5; empty: not given. */
  net_quantity: string;
  net_quantity_unit: NetQuantityUnit;
  /** Whole months, 1 to 60; empty: not given. */
  period_after_opening_months: string;
  precautions: string;
  precautions_fr: string;
  /** ISO 3166-1 alpha-2, or empty. */
  origin_country: string;
  /** Both empty: the shop's responsible person (legal facts). */
  responsible_person_name: string;
  responsible_person_address: string;
}

export type NetQuantityUnit = 'ml' | 'g';
export const NET_QUANTITY_UNITS: NetQuantityUnit[] = ['ml', 'g'];

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DELIVERY_DAYS = 365;
/** The database's checks on the facts (20261123100300_product_facts.sql). */
export const MAX_INCI_LENGTH = 5000;
export const MAX_NET_QUANTITY = 10000;
export const MAX_PERIOD_AFTER_OPENING = 60;
export const MAX_PRECAUTIONS_LENGTH = 2000;
export const MAX_RESPONSIBLE_NAME_LENGTH = 200;
export const MAX_RESPONSIBLE_ADDRESS_LENGTH = 500;

function textValues(row?: Partial<ProductRow>): TextValues {
  const values = {} as TextValues;
  for (const field of TEXT_FIELDS) {
    values[field] = (row?.[field] as string | null | undefined) ?? '';
    values[`${field}_fr`] = (row?.[`${field}_fr`] as string | null | undefined) ?? '';
  }
  return values;
}

const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export function emptyProductForm(): ProductFormValues {
  return {
    ...textValues(),
    product_id: '',
    features: '',
    features_fr: '',
    price: '',
    price_euros: '',
    on_sale: false,
    reserve_enabled: false,
    preorder_enabled: false,
    stock: '',
    sell_ahead_limit: '',
    low_stock_level: '',
    estimated_delivery_days: '',
    weight_grams: '',
    featured: false,
    sort_order: '0',
    images: [],
    inci_ingredients: '',
    net_quantity: '',
    net_quantity_unit: 'ml',
    period_after_opening_months: '',
    precautions: '',
    precautions_fr: '',
    origin_country: '',
    responsible_person_name: '',
    responsible_person_address: '',
  };
}

export function productToForm(row: ProductRow): ProductFormValues {
  return {
    ...textValues(row),
    product_id: row.product_id,
    features: row.features.join('\n'),
    features_fr: row.features_fr.join('\n'),
    price: numberText(row.price),
    price_euros: numberText(row.price_euros),
    on_sale: row.on_sale,
    reserve_enabled: row.reserve_enabled,
    preorder_enabled: row.preorder_enabled,
    stock: numberText(row.stock),
    sell_ahead_limit: numberText(row.sell_ahead_limit),
    low_stock_level: numberText(row.low_stock_level),
    estimated_delivery_days: numberText(row.estimated_delivery_days),
    weight_grams: numberText(row.weight_grams),
    featured: row.featured,
    sort_order: numberText(row.sort_order),
    images: productImagesOf(row.image_urls, row.image_details),
    inci_ingredients: row.inci_ingredients ?? '',
    net_quantity: numberText(row.net_quantity),
    net_quantity_unit: row.net_quantity_unit === 'g' ? 'g' : 'ml',
    period_after_opening_months: numberText(row.period_after_opening_months),
    precautions: row.precautions ?? '',
    precautions_fr: row.precautions_fr ?? '',
    origin_country: row.origin_country ?? '',
    responsible_person_name: row.responsible_person_name ?? '',
    responsible_person_address: row.responsible_person_address ?? '',
  };
}

/** A slug from a title: lower case, accents dropped, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A whole number as typed; null when empty; NaN when not a whole number. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Error keys (admin namespace, products.errors.*) per field; empty when the product can be saved. */
export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const slug = values.product_id.trim();
  if (slug === '') errors.product_id = 'products.errors.slugRequired';
  else if (!SLUG_PATTERN.test(slug) || slug.length > 80) errors.product_id = 'products.errors.slugFormat';

  const title = values.title.trim();
  if (title === '') errors.title = 'products.errors.titleRequired';
  else if (title.length > MAX_TITLE_LENGTH) errors.title = 'products.errors.titleTooLong';
  if (values.title_fr.trim().length > MAX_TITLE_LENGTH) errors.title_fr = 'products.errors.titleTooLong';

  const price = parseAmountInput(values.price);
  if (!price.ok)
    errors.price =
      price.problem === 'required' ? 'products.errors.priceRequired' : amountErrorKey(price.problem);
  const euros = optionalAmount(values.price_euros).error;
  if (euros) errors.price_euros = euros;

  if (values.reserve_enabled && values.preorder_enabled)
    errors.preorder_enabled = 'products.errors.reserveOrPreorder';

  const stock = parseWhole(values.stock);
  if (stock !== null && (Number.isNaN(stock) || stock < 0)) errors.stock = 'products.errors.stockFormat';
  const cap = parseWhole(values.sell_ahead_limit);
  if (cap !== null && (Number.isNaN(cap) || cap < 0)) errors.sell_ahead_limit = 'products.errors.stockFormat';
  const level = parseWhole(values.low_stock_level);
  if (level !== null && (Number.isNaN(level) || level < 0))
    errors.low_stock_level = 'products.errors.stockFormat';

  const days = parseWhole(values.estimated_delivery_days);
  if (days !== null && (Number.isNaN(days) || days < 1 || days > MAX_DELIVERY_DAYS))
    errors.estimated_delivery_days = 'products.errors.deliveryDays';

  const grams = parseWhole(values.weight_grams);
  if (grams !== null && (Number.isNaN(grams) || grams < 0 || grams > 1_000_000))
    errors.weight_grams = 'products.errors.weight';

  const order = parseWhole(values.sort_order);
  if (order !== null && Number.isNaN(order)) errors.sort_order = 'products.errors.sortOrder';
  const images = imagesProblem(values.images);
  if (images) errors.images = images;
  return { ...errors, ...validateFacts(values) };
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The INCI list as stored: one line, the lines typed joined by commas. */
export function inciText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,$/, '').trim())
    .filter((line) => line !== '')
    .join(', ');
}

/** A net quantity as typed ("30", "7.5", "7,5"); null when empty; NaN when not a number. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** The same rules as the database's checks on the facts, with an error key per field. */
export function validateFacts(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const inci = inciText(values.inci_ingredients);
  if (inci.length > MAX_INCI_LENGTH) errors.inci_ingredients = 'products.errors.inciTooLong';
  else if (CONTROL.test(inci)) errors.inci_ingredients = 'products.errors.controlCharacters';

  const quantity = parseQuantity(values.net_quantity);
  if (quantity !== null && (Number.isNaN(quantity) || quantity <= 0 || quantity > MAX_NET_QUANTITY))
    errors.net_quantity = 'products.errors.netQuantity';
  if (!NET_QUANTITY_UNITS.includes(values.net_quantity_unit))
    errors.net_quantity_unit = 'products.errors.netQuantityUnit';

  const months = parseWhole(values.period_after_opening_months);
  if (months !== null && (Number.isNaN(months) || months < 1 || months > MAX_PERIOD_AFTER_OPENING))
    errors.period_after_opening_months = 'products.errors.periodAfterOpening';

  for (const key of ['precautions', 'precautions_fr'] as const) {
    if (values[key].trim().length > MAX_PRECAUTIONS_LENGTH)
      errors[key] = 'products.errors.precautionsTooLong';
  }
  if (values.origin_country !== '' && !/^[A-Z]{2}$/.test(values.origin_country))
    errors.origin_country = 'products.errors.originCountry';

  const name = values.responsible_person_name.trim();
  const address = values.responsible_person_address.trim();
  if (name.length > MAX_RESPONSIBLE_NAME_LENGTH)
    errors.responsible_person_name = 'products.errors.tooLong200';
  else if (CONTROL.test(name) || /[\r\n\t]/.test(name))
    errors.responsible_person_name = 'products.errors.controlCharacters';
  else if (name === '' && address !== '')
    errors.responsible_person_name = 'products.errors.responsiblePersonBoth';
  if (address.length > MAX_RESPONSIBLE_ADDRESS_LENGTH)
    errors.responsible_person_address = 'products.errors.tooLong500';
  else if (address === '' && name !== '')
    errors.responsible_person_address = 'products.errors.responsiblePersonBoth';
  return errors;
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The products row for valid values (validateProduct first). */
export function formToRow(values: ProductFormValues): TablesInsert<'products'> {
  const row = {
    product_id: values.product_id.trim(),
    title: values.title.trim(),
    features: lines(values.features),
    features_fr: lines(values.features_fr),
    price: optionalAmount(values.price).value ?? 0,
    price_euros: optionalAmount(values.price_euros).value,
    on_sale: values.on_sale,
    reserve_enabled: values.reserve_enabled,
    preorder_enabled: values.preorder_enabled,
    stock: parseWhole(values.stock),
    // Only reserve and pre-order products sell ahead of stock: the cap means nothing for the others.
    sell_ahead_limit:
      values.reserve_enabled || values.preorder_enabled ? parseWhole(values.sell_ahead_limit) : null,
    low_stock_level: parseWhole(values.low_stock_level),
    estimated_delivery_days: parseWhole(values.estimated_delivery_days),
    weight_grams: parseWhole(values.weight_grams) ?? 0,
    featured: values.featured,
    sort_order: parseWhole(values.sort_order) ?? 0,
    image_urls: values.images.map((image) => image.url),
    image_details: imageDetailsRow(values.images),
    inci_ingredients: textOrNull(inciText(values.inci_ingredients)),
    net_quantity: parseQuantity(values.net_quantity),
    net_quantity_unit: parseQuantity(values.net_quantity) === null ? null : values.net_quantity_unit,
    period_after_opening_months: parseWhole(values.period_after_opening_months),
    precautions: textOrNull(values.precautions),
    precautions_fr: textOrNull(values.precautions_fr),
    origin_country: values.origin_country || null,
    responsible_person_name: textOrNull(values.responsible_person_name),
    responsible_person_address: textOrNull(values.responsible_person_address),
  } as TablesInsert<'products'>;
  const texts = row as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    if (field !== 'title') texts[field] = textOrNull(values[field]);
    texts[`${field}_fr`] = textOrNull(values[`${field}_fr`]);
  }
  return row;
}

export interface Completeness {
  /** Fields with English text whose French twin has text too. */
  translated: number;
  /** Fields with English text. */
  total: number;
  missing: Translatable[];
  percent: number;
}

type CompletenessSource = { [K in Translatable | `${Translatable}_fr`]?: string | string[] | null };

const hasText = (value: string | string[] | null | undefined): boolean =>
  Array.isArray(value) ? value.some((item) => item.trim() !== '') : (value ?? '').trim() !== '';

/** How much of the English text has its French twin (works on form values and on rows). */
export function translationCompleteness(source: CompletenessSource): Completeness {
  const missing: Translatable[] = [];
  let total = 0;
  for (const field of TRANSLATABLE) {
    if (!hasText(source[field])) continue;
    total += 1;
    if (!hasText(source[`${field}_fr`])) missing.push(field);
  }
  const translated = total - missing.length;
  return { translated, total, missing, percent: total === 0 ? 100 : Math.round((translated / total) * 100) };
}

/** The failure of a product delete or save, as an error key (admin namespace). */
export function productErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    codes: {
      '23503': 'products.errors.referencedByOrders',
      '23505': 'products.errors.slugTaken',
      '42501': 'products.errors.forbidden',
      '23514': 'products.errors.valueRefused',
    },
    fallback: 'products.errors.saveFailed',
  });
}
