import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  EMPTY_DETAILS,
  isValidPostcode,
  orderAmounts,
  toCheckoutParties,
  validateDetails,
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

describe('order amounts', () => {
  it('adds delivery (free today) and gives the VAT the total includes, to the cent', () => {
    expect(orderAmounts([900, 900], 20)).toEqual({ subtotal: 1800, delivery: 0, total: 1800, vat: 300 });
    // 85 × 20 / 120 = 14.1666…
    expect(orderAmounts([85], 20).vat).toBe(14.17);
    expect(orderAmounts([85], 5.5).vat).toBe(4.43);
    expect(orderAmounts([100], 20, 9)).toEqual({ subtotal: 100, delivery: 9, total: 109, vat: 18.17 });
    expect(orderAmounts([], 20)).toEqual({ subtotal: 0, delivery: 0, total: 0, vat: 0 });
  });
});
