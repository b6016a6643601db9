import { describe, expect, it } from 'vitest';
import { parseBand, parseCountries, parseOptionalAmount, shippingErrorKey } from './shipping-admin-model';

describe('shipping admin rules', () => {
  it('reads countries as upper-case ISO codes, once each, and refuses anything else', () => {
    expect(parseCountries('fr, mc;BE  fr')).toEqual(['FR', 'MC', 'BE']);
    expect(parseCountries('')).toEqual([]);
    expect(parseCountries('FR, France')).toBeNull();
  });

  it('reads thresholds as optional amounts and bands as whole grams above 0 (empty: any weight)', () => {
    expect(parseOptionalAmount('')).toBeNull();
    expect(parseOptionalAmount('6,90')).toBe(6.9);
    expect(parseOptionalAmount('six')).toBeNaN();
    expect(parseBand('')).toBeNull();
    expect(parseBand('500')).toBe(500);
    for (const bad of ['0', '-5', '2.5', 'kilo']) expect(parseBand(bad)).toBeNaN();
  });

  it('names why a write was refused', () => {
    expect(shippingErrorKey({ code: '23505' })).toBe('shipping.errors.duplicate');
    expect(shippingErrorKey({ code: '42501' })).toBe('shipping.errors.forbidden');
    expect(shippingErrorKey(new Error('offline'))).toBe('shipping.errors.failed');
  });
});
