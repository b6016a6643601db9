import { describe, expect, it } from 'vitest';
import { countryOptions, readSubmitError, validateContact, validateJoin } from './content-model';

const join = {
  firstName: 'Élise',
  lastName: 'Marchetti',
  email: 'elise@example.com',
  country: 'FR',
  phone: '+33 6 12 34 56 78',
};
const contact = {
  name: 'Élise',
  email: 'elise@example.com',
  subject: 'Refill',
  message: 'Can you refill my jar?',
  website: '',
};

describe('validateJoin', () => {
  it('accepts a complete form', () => {
    expect(validateJoin(join)).toEqual({});
  });

  it('requires all five fields', () => {
    expect(validateJoin({ firstName: ' ', lastName: '', email: '', country: '', phone: '' })).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'required' },
      country: { key: 'country' },
      phone: { key: 'required' },
    });
  });

  it('rejects a malformed email, country or telephone as the server would', () => {
    expect(validateJoin({ ...join, email: 'elise@example' }).email).toEqual({ key: 'email' });
    expect(validateJoin({ ...join, country: 'France' }).country).toEqual({ key: 'country' });
    expect(validateJoin({ ...join, phone: '12-34' }).phone).toEqual({ key: 'phone' });
    expect(validateJoin({ ...join, phone: 'call me' }).phone).toEqual({ key: 'phone' });
    expect(validateJoin({ ...join, firstName: 'x'.repeat(101) }).firstName).toEqual({
      key: 'tooLong',
      max: 100,
    });
  });
});

describe('validateContact', () => {
  it('accepts a complete message and ignores the honeypot', () => {
    expect(validateContact({ ...contact, website: 'http://spam.example' })).toEqual({});
  });

  it('asks for each field, and for at least 10 characters of message', () => {
    expect(validateContact({ name: '', email: 'x', subject: '', message: 'Hello', website: '' })).toEqual({
      name: { key: 'required' },
      email: { key: 'email' },
      subject: { key: 'required' },
      message: { key: 'messageShort' },
    });
    expect(validateContact({ ...contact, message: 'y'.repeat(5001) }).message).toEqual({
      key: 'tooLong',
      max: 5000,
    });
  });
});

describe('readSubmitError', () => {
  it('reads the SQL functions’ errors', () => {
    expect(readSubmitError({ code: 'PT429', message: 'rate_limited' })).toEqual({ kind: 'rateLimited' });
    expect(readSubmitError({ code: '22023', message: 'invalid_phone' })).toEqual({
      kind: 'field',
      field: 'phone',
      error: { key: 'phone' },
    });
    expect(readSubmitError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(readSubmitError({ code: '42501', message: 'permission denied' })).toEqual({ kind: 'failed' });
    expect(readSubmitError(undefined)).toEqual({ kind: 'failed' });
  });
});

describe('countryOptions', () => {
  it('names countries in the visitor’s language, sorted by name', () => {
    expect(countryOptions('fr', ['DE', 'FR', 'ES']).map((c) => c.name)).toEqual([
      'Allemagne',
      'Espagne',
      'France',
    ]);
    expect(countryOptions('en', ['DE', 'FR', 'ES']).map((c) => c.code)).toEqual(['FR', 'DE', 'ES']);
  });
});
