// The promotion code form's rules: what the admin types, checked before anything is sent, turned into a row of
// promo_codes; each problem an i18n key of the admin namespace.
import { optionalAmount } from './amount-model';
import { parseWhole } from './product-form-model';
import { writeErrorKey } from './write-error';

export interface PromoFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  percent_off: string;
  amount_off_eur: string;
  amount_off_usd: string;
  min_order_eur: string;
  min_order_usd: string;
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_customer: string;
  excluded_product_ids: string[];
  applies_to_reservations: boolean;
}

export const EMPTY_PROMO: PromoFormValues = {
  code: '',
  kind: 'percent',
  percent_off: '',
  amount_off_eur: '',
  amount_off_usd: '',
  min_order_eur: '',
  min_order_usd: '',
  starts_at: '',
  ends_at: '',
  max_uses: '',
  max_uses_per_customer: '1',
  excluded_product_ids: [],
  applies_to_reservations: false,
};

export interface PromoCodeInsert {
  code: string;
  kind: 'percent' | 'fixed';
  percent_off: number | null;
  amount_off_eur: number | null;
  amount_off_usd: number | null;
  min_order_eur: number;
  min_order_usd: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  excluded_product_ids: string[];
  applies_to_reservations: boolean;
}

export type PromoFormErrors = Partial<Record<keyof PromoFormValues, string>>;

/** A required amount above zero: its error key, if any (an empty or zero one gets the field's own message). */
const positiveAmount = (text: string, message: string): string | undefined => {
  const { value, error } = optionalAmount(text);
  return error ?? (value === null || value <= 0 ? message : undefined);
};
const count = (text: string) => {
  const value = parseWhole(text);
  return value === null ? null : value;
};
/** A datetime-local value ("2026-12-01T09:00") as an ISO instant in the admin's time zone; null when empty. */
const instant = (text: string) => (text.trim() ? new Date(text).toISOString() : null);

export function validatePromo(values: PromoFormValues): PromoFormErrors {
  const errors: PromoFormErrors = {};
  if (!/^[A-Z0-9_-]{3,40}$/.test(values.code.trim().toUpperCase())) errors.code = 'promotions.errors.code';
  if (values.kind === 'percent') {
    const percent = optionalAmount(values.percent_off).value;
    if (percent === null || percent <= 0 || percent > 100) errors.percent_off = 'promotions.errors.percent';
  } else {
    for (const key of ['amount_off_eur', 'amount_off_usd'] as const) {
      const error = positiveAmount(values[key], 'promotions.errors.amount');
      if (error) errors[key] = error;
    }
  }
  for (const key of ['min_order_eur', 'min_order_usd'] as const) {
    const { error } = optionalAmount(values[key]);
    if (error) errors[key] = error;
  }
  for (const key of ['starts_at', 'ends_at'] as const) {
    if (values[key].trim() && Number.isNaN(new Date(values[key]).getTime()))
      errors[key] = 'promotions.errors.date';
  }
  if (!errors.starts_at && !errors.ends_at && values.starts_at && values.ends_at) {
    if (new Date(values.ends_at) <= new Date(values.starts_at))
      errors.ends_at = 'promotions.errors.endBeforeStart';
  }
  for (const key of ['max_uses', 'max_uses_per_customer'] as const) {
    const value = count(values[key]);
    if (value !== null && (Number.isNaN(value) || value < 1)) errors[key] = 'promotions.errors.uses';
  }
  return errors;
}

export function toPromoInsert(values: PromoFormValues): PromoCodeInsert {
  const percent = values.kind === 'percent';
  return {
    code: values.code.trim().toUpperCase(),
    kind: values.kind,
    percent_off: percent ? optionalAmount(values.percent_off).value : null,
    amount_off_eur: percent ? null : optionalAmount(values.amount_off_eur).value,
    amount_off_usd: percent ? null : optionalAmount(values.amount_off_usd).value,
    min_order_eur: optionalAmount(values.min_order_eur).value ?? 0,
    min_order_usd: optionalAmount(values.min_order_usd).value ?? 0,
    starts_at: instant(values.starts_at),
    ends_at: instant(values.ends_at),
    max_uses: count(values.max_uses),
    max_uses_per_customer: count(values.max_uses_per_customer),
    excluded_product_ids: values.excluded_product_ids,
    applies_to_reservations: values.applies_to_reservations,
  };
}

/** Uses per state: held (orders pending), used (paid), released (cancelled). */
export function countUses(uses: { status: string }[]): { held: number; used: number; released: number } {
  return {
    held: uses.filter((use) => use.status === 'held').length,
    used: uses.filter((use) => use.status === 'used').length,
    released: uses.filter((use) => use.status === 'released').length,
  };
}

export function promoErrorKey(error: unknown): string {
  return writeErrorKey(error, 'promotions');
}
