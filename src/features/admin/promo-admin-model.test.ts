import { describe, expect, it } from 'vitest';
import { countUses, EMPTY_PROMO, promoErrorKey, toPromoInsert, validatePromo } from './promo-admin-model';

const valid = (fields: Partial<typeof EMPTY_PROMO> = {}) => ({
  ...EMPTY_PROMO,
  code: 'spring-10',
  percent_off: '10',
  ...fields,
});

describe('promotion code form', () => {
  it('turns a percentage code into its row, the code upper-cased and empty limits as none', () => {
    expect(validatePromo(valid())).toEqual({});
    expect(toPromoInsert(valid({ max_uses_per_customer: '' }))).toMatchObject({
      code: 'SPRING-10',
      kind: 'percent',
      percent_off: 10,
      amount_off_eur: null,
      min_order_eur: 0,
      max_uses: null,
      max_uses_per_customer: null,
      applies_to_reservations: false,
    });
  });

  it('needs both amounts for a fixed code, and refuses bad codes, percentages, dates and limits', () => {
    expect(validatePromo(valid({ kind: 'fixed', amount_off_eur: '10' }))).toEqual({
      amount_off_usd: 'promotions.errors.amount',
    });
    expect(
      validatePromo(
        valid({ kind: 'fixed', amount_off_eur: '0', amount_off_usd: '-4', min_order_eur: '1.2.3' }),
      ),
    ).toEqual({
      amount_off_eur: 'promotions.errors.amount',
      amount_off_usd: 'amounts.errors.negative',
      min_order_eur: 'amounts.errors.format',
    });
    expect(
      validatePromo(
        valid({
          code: 'no',
          percent_off: '120',
          starts_at: '2026-12-02T10:00',
          ends_at: '2026-12-01T10:00',
          max_uses: '0',
        }),
      ),
    ).toEqual({
      code: 'promotions.errors.code',
      percent_off: 'promotions.errors.percent',
      ends_at: 'promotions.errors.endBeforeStart',
      max_uses: 'promotions.errors.uses',
    });
  });

  it('counts uses by state and names refused writes', () => {
    expect(countUses([{ status: 'held' }, { status: 'used' }, { status: 'used' }])).toEqual({
      held: 1,
      used: 2,
      released: 0,
    });
    expect(promoErrorKey({ code: '23505' })).toBe('promotions.errors.duplicate');
    expect(promoErrorKey({ code: '42501' })).toBe('promotions.errors.forbidden');
  });
});
