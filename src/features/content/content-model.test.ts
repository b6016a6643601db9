import { describe, expect, it } from 'vitest';
import {
  confirmationToken,
  countryOptions,
  readConfirmation,
  readSubmitError,
  validateContact,
  validateJoin,
} from './content-model';

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

describe('control characters', () => {
  it('are refused in every single-line field, as the server refuses them', () => {
    expect(validateJoin({ ...join, firstName: 'Él\u0000ise' }).firstName).toEqual({
      key: 'invalidCharacters',
    });
    expect(validateJoin({ ...join, lastName: 'Mar\tchetti' }).lastName).toEqual({ key: 'invalidCharacters' });
    expect(validateJoin({ ...join, email: 'elise\u007f@example.com' }).email).toEqual({ key: 'email' });
    expect(validateContact({ ...contact, name: 'Éli\u001bse' }).name).toEqual({ key: 'invalidCharacters' });
    expect(validateContact({ ...contact, subject: 'Re\nfill' }).subject).toEqual({
      key: 'invalidCharacters',
    });
  });

  it('leave a message its line breaks and tabs, and nothing else', () => {
    expect(validateContact({ ...contact, message: 'Hello,\r\n\tcan you refill my jar?' })).toEqual({});
    expect(validateContact({ ...contact, message: 'Hello \u0000 can you refill?' }).message).toEqual({
      key: 'invalidCharacters',
    });
  });

  it('caps names at 100 (community) and 200 (contact) characters', () => {
    expect(validateJoin({ ...join, lastName: 'x'.repeat(100) })).toEqual({});
    expect(validateContact({ ...contact, name: 'x'.repeat(201) }).name).toEqual({ key: 'tooLong', max: 200 });
    expect(validateContact({ ...contact, subject: 'x'.repeat(201) }).subject).toEqual({
      key: 'tooLong',
      max: 200,
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
    // The detail says what is wrong with the field.
    expect(readSubmitError({ code: '22023', message: 'invalid_first_name', details: 'too_long' })).toEqual({
      kind: 'field',
      field: 'firstName',
      error: { key: 'tooLong', max: 100 },
    });
    expect(
      readSubmitError({ code: '22023', message: 'invalid_message', details: 'control_characters' }),
    ).toEqual({ kind: 'field', field: 'message', error: { key: 'invalidCharacters' } });
    expect(readSubmitError({ code: '22023', message: 'invalid_name', details: 'required' })).toEqual({
      kind: 'field',
      field: 'name',
      error: { key: 'required' },
    });
    expect(readSubmitError({ code: '22023', message: 'invalid_last_name', details: 'link' })).toEqual({
      kind: 'field',
      field: 'lastName',
      error: { key: 'nameLink' },
    });
    // A NUL stops in Postgres before the function runs: 400 22P05.
    expect(readSubmitError({ code: '22P05', message: 'unsupported Unicode escape sequence' })).toEqual({
      kind: 'invalidCharacters',
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

describe('the community confirmation link', () => {
  it('accepts only a 64-digit hex token', () => {
    const token = 'ab'.repeat(32);
    expect(confirmationToken(token)).toBe(token);
    expect(confirmationToken(` ${token.toUpperCase()} `)).toBe(token);
    expect(confirmationToken(null)).toBeNull();
    expect(confirmationToken('abc')).toBeNull();
    expect(confirmationToken(`${token}0`)).toBeNull();
  });

  it('reads what confirm_community answers', () => {
    expect(readConfirmation({ status: 'confirmed', first_name: 'Élise' })).toEqual({
      status: 'confirmed',
      firstName: 'Élise',
    });
    expect(readConfirmation({ status: 'used' })).toEqual({ status: 'used' });
    expect(readConfirmation({ status: 'expired' })).toEqual({ status: 'expired' });
    expect(readConfirmation({ status: 'whatever' })).toEqual({ status: 'unknown' });
    expect(readConfirmation(null)).toEqual({ status: 'unknown' });
  });
});

describe('names and addresses that could carry a link (issue 27)', () => {
  it('refuses a name a mail could turn into a link, in both forms', () => {
    expect(validateJoin({ ...join, firstName: 'https://evil.example' })).toEqual({
      firstName: { key: 'nameLink' },
    });
    expect(validateJoin({ ...join, lastName: 'evil.example' })).toEqual({ lastName: { key: 'nameLink' } });
    expect(validateJoin({ ...join, firstName: 'J.-P.', lastName: "O'Brien" })).toEqual({});
    expect(
      validateContact({
        name: 'Ada <ada@evil.example>',
        email: 'a@example.com',
        subject: 'Hi',
        message: 'Hello there!',
        website: '',
      }),
    ).toEqual({ name: { key: 'nameLink' } });
  });

  it('takes one plain address only', () => {
    for (const email of [
      'n1<victim@example.com>',
      'Victim <victim@example.com>',
      'victim@example.com\u200b',
    ]) {
      expect(validateJoin({ ...join, email })).toEqual({ email: { key: 'email' } });
    }
    expect(validateJoin({ ...join, email: ' Elise@Example.COM ' })).toEqual({});
  });
});
