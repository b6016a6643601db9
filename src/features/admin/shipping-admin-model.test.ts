import { describe, expect, it } from 'vitest';
import {
  parseBand,
  parseCountries,
  shippingErrorKey,
  validateRate,
  validateZone,
} from './shipping-admin-model';

describe('shipping admin rules', () => {
  it('reads countries as upper-case ISO codes, once each, and refuses anything else', () => {
    expect(parseCountries('fr, mc;BE  fr')).toEqual(['FR', 'MC', 'BE']);
    expect(parseCountries('')).toEqual([]);
    expect(parseCountries('FR, France')).toBeNull();
  });

  it('checks a zone: names required, thresholds optional amounts, countries as codes', () => {
    const zone = {
      name_en: ' Europe ',
      name_fr: 'Europe',
      free_from_eur: '150',
      free_from_usd: '',
      countries: 'fr be',
    };
    expect(validateZone(zone)).toEqual({
      ok: true,
      value: {
        name_en: 'Europe',
        name_fr: 'Europe',
        free_from_eur: 150,
        free_from_usd: null,
        countries: ['FR', 'BE'],
      },
    });
    expect(validateZone({ ...zone, name_fr: ' ', free_from_usd: '1.2.3', countries: 'France' })).toEqual({
      ok: false,
      errors: {
        name_fr: 'shipping.errors.name',
        free_from_usd: 'amounts.errors.format',
        countries: 'shipping.errors.countries',
      },
    });
  });

  it('checks a rate: a band in whole grams (empty: any weight) and a price', () => {
    expect(validateRate('500', '6,90')).toEqual({ ok: true, value: { up_to_grams: 500, amount: 6.9 } });
    expect(validateRate('', '12')).toEqual({ ok: true, value: { up_to_grams: null, amount: 12 } });
    expect(validateRate('kilo', '')).toEqual({
      ok: false,
      errors: { band: 'shipping.errors.band', amount: 'shipping.errors.amount' },
    });
    expect(validateRate('500', '-2')).toEqual({ ok: false, errors: { amount: 'amounts.errors.negative' } });
  });

  it('reads bands as whole grams above 0 (empty: any weight)', () => {
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
