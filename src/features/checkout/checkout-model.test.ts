import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  EMPTY_DETAILS,
  isValidPostcode,
  orderAmounts,
  toCheckoutParties,
  validateDetails,
  vatContent,
  vatIncluded,
  type VatTerms,
} from './checkout-model';

const valid = {
  ...EMPTY_DETAILS,
  email: 'lea@example.fr',
  name: 'Léa Martin',
  line1: '12 rue des Immortelles',
  city: 'Ajaccio',
  postalCode: '20000',
  country: 'FR',
  acceptTerms: true,
};

describe('validateDetails', () => {
  it('accepts a complete French address', () => {
    expect(validateDetails(valid)).toEqual({});
  });

  it('names every missing field and the unaccepted terms', () => {
    expect(validateDetails(EMPTY_DETAILS)).toEqual({
      email: 'errors.required.email',
      name: 'errors.required.name',
      line1: 'errors.required.line1',
      city: 'errors.required.city',
      postalCode: 'errors.required.postalCode',
      country: 'errors.required.country',
      acceptTerms: 'errors.termsRequired',
    });
  });

  it('refuses control characters and over-long text in the name and address, as create-checkout does', () => {
    expect(validateDetails({ ...valid, name: 'Léa\u0000Martin' }).name).toBe('errors.invalidCharacters');
    expect(validateDetails({ ...valid, line1: '12 rue\tdes Immortelles' }).line1).toBe(
      'errors.invalidCharacters',
    );
    expect(validateDetails({ ...valid, line2: 'Bât. B\u007f' }).line2).toBe('errors.invalidCharacters');
    expect(validateDetails({ ...valid, name: 'x'.repeat(201) }).name).toBe('errors.tooLong');
    expect(validateDetails({ ...valid, city: 'x'.repeat(101) }).city).toBe('errors.tooLong');
    expect(validateDetails({ ...valid, line1: 'x'.repeat(200) })).toEqual({});
  });

  it('checks email, phone, country and the postcode of that country', () => {
    expect(validateDetails({ ...valid, email: 'lea@' }).email).toBe('errors.emailInvalid');
    expect(validateDetails({ ...valid, phone: 'call me' }).phone).toBe('errors.phoneInvalid');
    expect(validateDetails({ ...valid, phone: '+33 6 12 34 56 78' }).phone).toBeUndefined();
    expect(validateDetails({ ...valid, country: 'XX' }).country).toBe('errors.countryUnsupported');
    expect(validateDetails({ ...valid, postalCode: '2000' }).postalCode).toBe('errors.postcodeInvalid');
  });
});

describe('postcodes', () => {
  it.each([
    ['FR', '75001', true],
    ['FR', '7500', false],
    ['US', '94105-1234', true],
    ['GB', 'SW1A 1AA', true],
    ['CA', 'K1A 0B1', true],
    ['NL', '1012 AB', true],
    ['PT', '1000-001', true],
    ['BE', '10000', false],
  ])('%s %s -> %s', (country, postcode, ok) => {
    expect(isValidPostcode(country, postcode)).toBe(ok);
  });
});

describe('toCheckoutParties', () => {
  it('trims, upper-cases the postcode and leaves out empty optional fields', () => {
    expect(toCheckoutParties({ ...valid, country: 'GB', postalCode: ' sw1a 1aa ', line2: ' ' })).toEqual({
      contact: { email: 'lea@example.fr', name: 'Léa Martin' },
      shipping: { line1: '12 rue des Immortelles', city: 'Ajaccio', postal_code: 'SW1A 1AA', country: 'GB' },
    });
  });
});

describe('countryOptions', () => {
  it('names countries in the shopper’s language', () => {
    expect(countryOptions('fr').find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect(countryOptions('en').find((c) => c.code === 'DE')?.name).toBe('Germany');
  });
});

const FRANCE: VatTerms = { regime: 'domestic', country: 'FR', rate: 20 };
const GERMANY_OSS: VatTerms = { regime: 'eu_oss', country: 'DE', rate: 19 };
const UNITED_STATES: VatTerms = { regime: 'export', country: 'US', rate: 0 };

describe('VAT included in a price', () => {
  it('is total × rate / (100 + rate), to the cent', () => {
    expect(vatIncluded(120, 20)).toBe(20);
    // 85 × 20 / 120 = 14.1666…
    expect(vatIncluded(85, 20)).toBe(14.17);
    expect(vatIncluded(85, 5.5)).toBe(4.43);
    expect(vatIncluded(0, 20)).toBe(0);
    expect(vatIncluded(100, 0)).toBe(0);
  });

  it('follows the delivery country: its rate, and none in an export', () => {
    expect(vatContent(119, GERMANY_OSS)).toBe(19);
    expect(vatContent(120, FRANCE)).toBe(20);
    expect(vatContent(120, { regime: 'eu_origin', country: 'FR', rate: 20 })).toBe(20);
    expect(vatContent(120, UNITED_STATES)).toBe(0);
    // An export carries no VAT even were a rate given with it.
    expect(vatContent(120, { ...UNITED_STATES, rate: 20 })).toBe(0);
  });
});

describe('order amounts', () => {
  it('adds delivery and gives the VAT the total includes under the country’s terms, to the cent', () => {
    expect(orderAmounts([900, 900], FRANCE)).toEqual({ subtotal: 1800, delivery: 0, total: 1800, vat: 300 });
    expect(orderAmounts([85], FRANCE).vat).toBe(14.17);
    expect(orderAmounts([100], FRANCE, 9)).toEqual({ subtotal: 100, delivery: 9, total: 109, vat: 18.17 });
    expect(orderAmounts([], FRANCE)).toEqual({ subtotal: 0, delivery: 0, total: 0, vat: 0 });
  });

  it('keeps the total whatever the country: only the VAT in it changes', () => {
    const [france, germany, export_] = [FRANCE, GERMANY_OSS, UNITED_STATES].map((vat) =>
      orderAmounts([100, 19], vat, 0),
    );
    expect([france?.total, germany?.total, export_?.total]).toEqual([119, 119, 119]);
    expect([france?.vat, germany?.vat, export_?.vat]).toEqual([19.83, 19, 0]);
  });

  it('has no VAT figure while the country’s terms are unknown', () => {
    expect(orderAmounts([100], null, 7.9)).toEqual({ subtotal: 100, delivery: 7.9, total: 107.9, vat: null });
  });
});
