import { describe, expect, it } from 'vitest';
import { authErrorKey, validateCredentials } from './auth-model';

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
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('auth.errors.network');
    expect(authErrorKey('weird')).toBe('auth.errors.generic');
  });
});
