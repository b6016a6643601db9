// The checkout limits form's rule, as checkout_settings' constraints have it: whole numbers 1 to 1000, and an
// order may hold at least what one product may.
import type { CheckoutLimits } from '@/features/admin/api/checkout-limits';

export type LimitsCheck =
  { ok: true; value: CheckoutLimits } | { ok: false; errors: Partial<Record<keyof CheckoutLimits, string>> };

const whole = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

export function validateLimits(perProduct: string, perOrder: string): LimitsCheck {
  const product = whole(perProduct);
  const order = whole(perOrder);
  const errors: Partial<Record<keyof CheckoutLimits, string>> = {};
  if (product === null || product < 1 || product > 1000)
    errors.max_units_per_product = 'checkoutLimits.errors.range';
  if (order === null || order < 1 || order > 1000) errors.max_units_per_order = 'checkoutLimits.errors.range';
  else if (product !== null && order < product)
    errors.max_units_per_order = 'checkoutLimits.errors.orderBelowProduct';
  if (product === null || order === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { max_units_per_product: product, max_units_per_order: order } };
}
