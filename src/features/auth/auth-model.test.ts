import { describe, expect, it } from 'vitest';
import {
  authErrorKey,
  hasAuthInUrl,
  hasStoredSession,
  mailLinkType,
  mailLocale,
  validateCredentials,
} from './auth-model';

describe('validateCredentials', () => {
  it('requires email, an 8-character password and a full name to sign up', () => {
    expect(validateCredentials({ email: '', password: 'short', fullName: ' ' }, 'signUp')).toEqual({
      email: 'auth.errors.emailRequired',
      password: 'auth.errors.passwordTooShort',
      fullName: 'auth.errors.fullNameRequired',
    });
    expect(validateCredentials({ email: 'a@b.co', password: '12345678', fullName: 'Léa' }, 'signUp')).toEqual(
      {},
    );
  });

  it('caps the sign-up name at 200 characters and refuses control characters (the database refuses them with only a generic 500)', () => {
    const base = { email: 'a@b.co', password: '12345678' };
    expect(validateCredentials({ ...base, fullName: 'x'.repeat(200) }, 'signUp')).toEqual({});
    expect(validateCredentials({ ...base, fullName: 'x'.repeat(201) }, 'signUp')).toEqual({
      fullName: 'auth.errors.fullNameTooLong',
    });
    expect(validateCredentials({ ...base, fullName: 'Léa\u0000Martin' }, 'signUp')).toEqual({
      fullName: 'auth.errors.fullNameInvalid',
    });
    expect(validateCredentials({ ...base, fullName: 'Léa\nMartin' }, 'signUp')).toEqual({
      fullName: 'auth.errors.fullNameInvalid',
    });
  });

  it('refuses a sign-up name that a mail could turn into a link, and an address that is not one plain address', () => {
    const base = { email: 'a@b.co', password: '12345678' };
    for (const fullName of ['https://evil.example', 'evil.example', 'Ada <ada@evil.example>']) {
      expect(validateCredentials({ ...base, fullName }, 'signUp')).toEqual({
        fullName: 'auth.errors.fullNameLink',
      });
    }
    expect(validateCredentials({ ...base, fullName: 'J.-P. Sartre' }, 'signUp')).toEqual({});
    expect(
      validateCredentials({ ...base, email: 'n1<victim@example.com>', fullName: 'Léa' }, 'signUp'),
    ).toEqual({ email: 'auth.errors.emailInvalid' });
  });

  it('checks the email shape and asks only for a password to sign in', () => {
    expect(validateCredentials({ email: 'nope', password: '' }, 'signIn')).toEqual({
      email: 'auth.errors.emailInvalid',
      password: 'auth.errors.passwordRequired',
    });
    expect(validateCredentials({ email: 'a@b.co', password: 'x' }, 'signIn')).toEqual({});
    expect(validateCredentials({ email: 'a@b.co', password: '' }, 'reset')).toEqual({});
    expect(validateCredentials({ email: '', password: 'short' }, 'newPassword')).toEqual({
      password: 'auth.errors.passwordTooShort',
    });
  });
});

describe('authErrorKey', () => {
  it('maps the service’s error codes to messages in the user’s language', () => {
    expect(authErrorKey({ code: 'invalid_credentials', status: 400 })).toBe('auth.errors.invalidCredentials');
    expect(authErrorKey({ code: 'user_already_exists', status: 422 })).toBe('auth.errors.userExists');
    expect(authErrorKey({ status: 429 })).toBe('auth.errors.rateLimited');
    // What GoTrue answers once failed sign-ins have spent the client's budget.
    expect(authErrorKey({ code: 'over_request_rate_limit', status: 429 })).toBe('auth.errors.rateLimited');
    // A new password from an aal1 (recovery) session of an account with an authenticator.
    expect(authErrorKey({ code: 'insufficient_aal', status: 401 })).toBe('auth.errors.secondFactorFirst');
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('auth.errors.network');
    expect(authErrorKey('weird')).toBe('auth.errors.generic');
  });
});

describe('when auth must start at once', () => {
  const storage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

  it('sees a session supabase-js stored, and nothing else', () => {
    expect(hasStoredSession(storage(['language', 'sb-127-auth-token']))).toBe(true);
    expect(hasStoredSession(storage(['language', 'cart', 'sb-127-auth-token-code-verifier-x']))).toBe(false);
    expect(hasStoredSession(storage([]))).toBe(false);
  });

  it('sees what a mail link brings back in the URL', () => {
    expect(hasAuthInUrl({ hash: '#access_token=a&refresh_token=b&type=recovery', search: '' })).toBe(true);
    expect(hasAuthInUrl({ hash: '', search: '?code=abc' })).toBe(true);
    expect(hasAuthInUrl({ hash: '#error_description=expired', search: '' })).toBe(true);
    expect(hasAuthInUrl({ hash: '', search: '?q=serum' })).toBe(false);
    expect(hasAuthInUrl({ hash: '#reviews', search: '?product=renouvela-creme' })).toBe(false);
  });
});

describe('mailLinkType', () => {
  it('reads the kind of link Auth signed the visit in with, only beside a session', () => {
    expect(mailLinkType({ hash: '#access_token=a&refresh_token=b&type=signup' })).toBe('signup');
    expect(mailLinkType({ hash: '#access_token=a&type=recovery' })).toBe('recovery');
    expect(mailLinkType({ hash: '#error=access_denied&error_code=otp_expired&type=signup' })).toBeNull();
    expect(mailLinkType({ hash: '' })).toBeNull();
  });
});

describe('mailLocale', () => {
  it('writes the account mails in French for French, else in English', () => {
    expect(mailLocale('fr')).toBe('fr');
    expect(mailLocale('fr-CA')).toBe('fr');
    expect(mailLocale('en')).toBe('en');
    expect(mailLocale('de')).toBe('en');
  });
});
