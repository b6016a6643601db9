import { describe, expect, it } from 'vitest';
import { formatUnitPrice, netQuantityOf, unitPrice } from './unit-price';

/** Intl's French money has narrow no-break spaces: compare with plain ones. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('netQuantityOf', () => {
  it('takes millilitres and grams, numbers or numeric strings (PostgREST sends numeric as either)', () => {
    expect(netQuantityOf({ net_quantity: 30, net_quantity_unit: 'ml' })).toEqual({ value: 30, unit: 'ml' });
    expect(netQuantityOf({ net_quantity: '7.5', net_quantity_unit: 'g' })).toEqual({ value: 7.5, unit: 'g' });
  });

  it('gives none without both a positive quantity and a known unit', () => {
    expect(netQuantityOf({ net_quantity: null, net_quantity_unit: null })).toBeNull();
    expect(netQuantityOf({ net_quantity: 30, net_quantity_unit: null })).toBeNull();
    expect(netQuantityOf({ net_quantity: null, net_quantity_unit: 'ml' })).toBeNull();
    expect(netQuantityOf({ net_quantity: 0, net_quantity_unit: 'ml' })).toBeNull();
    expect(netQuantityOf({ net_quantity: 30, net_quantity_unit: 'l' })).toBeNull();
    expect(netQuantityOf({ net_quantity: 'abc', net_quantity_unit: 'ml' })).toBeNull();
  });
});

describe('unitPrice', () => {
  it('prices millilitres per 100 ml and grams per kg, to the cent', () => {
    expect(unitPrice(42, { value: 30, unit: 'ml' })).toEqual({ amount: 140, base: '100 ml' });
    expect(unitPrice(9, { value: 50, unit: 'g' })).toEqual({ amount: 180, base: 'kg' });
    expect(unitPrice(10, { value: 30, unit: 'ml' })).toEqual({ amount: 33.33, base: '100 ml' });
    expect(unitPrice(25, { value: 200, unit: 'ml' })).toEqual({ amount: 12.5, base: '100 ml' });
  });
});

describe('formatUnitPrice', () => {
  it('writes the amount with cents in the language’s convention, in either currency', () => {
    const ml = { value: 200, unit: 'ml' } as const;
    expect(formatUnitPrice(25, 'eur', ml, 'en')).toBe('€12.50 / 100 ml');
    expect(plain(formatUnitPrice(25, 'eur', ml, 'fr'))).toBe('12,50 € / 100 ml');
    expect(formatUnitPrice(25, 'usd', ml, 'en')).toBe('$12.50 / 100 ml');
    expect(plain(formatUnitPrice(25, 'usd', ml, 'fr'))).toBe('12,50 $US / 100 ml');
  });

  it('writes grams per kg, with thousands grouped', () => {
    expect(formatUnitPrice(60, 'eur', { value: 50, unit: 'g' }, 'en')).toBe('€1,200.00 / kg');
    expect(plain(formatUnitPrice(60, 'eur', { value: 50, unit: 'g' }, 'fr'))).toBe('1 200,00 € / kg');
  });

  it('shows nothing for a product without a net quantity or without a price', () => {
    expect(formatUnitPrice(25, 'eur', null, 'en')).toBeNull();
    expect(formatUnitPrice(0, 'eur', { value: 30, unit: 'ml' }, 'en')).toBeNull();
    expect(formatUnitPrice(Number.NaN, 'eur', { value: 30, unit: 'ml' }, 'en')).toBeNull();
  });
});
