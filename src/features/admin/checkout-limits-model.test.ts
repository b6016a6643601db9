import { describe, expect, it } from 'vitest';
import { validateLimits } from './checkout-limits-model';

describe('validateLimits', () => {
  it('takes whole numbers from 1 to 1000, the order at least the product', () => {
    expect(validateLimits(' 10 ', '30')).toEqual({
      ok: true,
      value: { max_units_per_product: 10, max_units_per_order: 30 },
    });
    expect(validateLimits('5', '5')).toMatchObject({ ok: true });
  });

  it('says which field is wrong and why', () => {
    expect(validateLimits('0', '30')).toEqual({
      ok: false,
      errors: { max_units_per_product: 'checkoutLimits.errors.range' },
    });
    expect(validateLimits('2.5', '1001')).toEqual({
      ok: false,
      errors: {
        max_units_per_product: 'checkoutLimits.errors.range',
        max_units_per_order: 'checkoutLimits.errors.range',
      },
    });
    expect(validateLimits('12', '10')).toEqual({
      ok: false,
      errors: { max_units_per_order: 'checkoutLimits.errors.orderBelowProduct' },
    });
  });
});
