// Sign-up and sign-in rules, and the translation key for each error the auth service can answer.
import { authErrorKeyFor } from '@/lib/auth-error';
import { nameHasLink, plainEmail } from '@/lib/typed-text';

export const MIN_PASSWORD_LENGTH = 8;
/** The database refuses longer sign-up names (20261123000430_signup_names.sql) with only a generic 500. */
export const FULL_NAME_MAX = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export type FieldErrors = Partial<Record<'email' | 'password' | 'fullName', string>>;

/** Translation keys of what is wrong with the fields; empty when the form may be sent. */
export function validateCredentials(
  values: { email: string; password: string; fullName?: string },
  mode: 'signIn' | 'signUp' | 'reset' | 'newPassword',
): FieldErrors {
  const errors: FieldErrors = {};
  if (mode !== 'newPassword') {
    if (!values.email.trim()) errors.email = 'auth.errors.emailRequired';
    else if (!EMAIL.test(values.email.trim())) errors.email = 'auth.errors.emailInvalid';
    // A new account's address is one plain address (no display name, brackets or hidden characters).
    else if (mode === 'signUp' && plainEmail(values.email) === null)
      errors.email = 'auth.errors.emailInvalid';
  }
  if (mode === 'signIn' && !values.password) errors.password = 'auth.errors.passwordRequired';
  if ((mode === 'signUp' || mode === 'newPassword') && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = 'auth.errors.passwordTooShort';
  }
  if (mode === 'signUp') {
    const fullName = values.fullName?.trim() ?? '';
    if (!fullName) errors.fullName = 'auth.errors.fullNameRequired';
    else if (fullName.length > FULL_NAME_MAX) errors.fullName = 'auth.errors.fullNameTooLong';
    else if (CONTROL.test(fullName)) errors.fullName = 'auth.errors.fullNameInvalid';
    // The database refuses it too (check_user_metadata_names), with only a generic 500.
    else if (nameHasLink(fullName)) errors.fullName = 'auth.errors.fullNameLink';
  }
  return errors;
}

const CODE_KEYS: Record<string, string> = {
  invalid_credentials: 'auth.errors.invalidCredentials',
  user_already_exists: 'auth.errors.userExists',
  email_exists: 'auth.errors.userExists',
  weak_password: 'auth.errors.passwordTooShort',
  email_address_invalid: 'auth.errors.emailInvalid',
  validation_failed: 'auth.errors.emailInvalid',
  email_not_confirmed: 'auth.errors.emailNotConfirmed',
  over_request_rate_limit: 'auth.errors.rateLimited',
  over_email_send_rate_limit: 'auth.errors.rateLimited',
  signup_disabled: 'auth.errors.signupDisabled',
  same_password: 'auth.errors.samePassword',
  insufficient_aal: 'auth.errors.secondFactorFirst',
  session_not_found: 'auth.errors.sessionExpired',
  user_banned: 'auth.errors.banned',
};

/** The translation key for an error thrown by supabase.auth, whatever its shape. */
export function authErrorKey(error: unknown): string {
  const known = authErrorKeyFor(error, CODE_KEYS, 'auth.errors.rateLimited');
  if (known) return known;
  const isNetwork =
    error instanceof TypeError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'AuthRetryableFetchError');
  return isNetwork ? 'auth.errors.network' : 'auth.errors.generic';
}

/** A signed-in member's email and full name, to prefill forms; null for a guest. */
export function memberContact(
  user: { email?: string; user_metadata?: Record<string, unknown> } | null,
): { email: string; name: string } | null {
  if (!user) return null;
  const fullName = user.user_metadata?.full_name;
  return { email: user.email ?? '', name: typeof fullName === 'string' ? fullName : '' };
}

/** Whether a storage key is where supabase-js keeps a session (`sb-<project ref>-auth-token`). */
export function isSessionKey(key: string | null): boolean {
  return /^sb-.+-auth-token$/.test(key ?? '');
}

/** Whether supabase-js left a session in storage. */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'>): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (isSessionKey(storage.key(index))) return true;
    }
  } catch {
    // Storage that cannot be read holds no session we could use.
  }
  return false;
}

/** Whether the URL carries what a mail link brings back (tokens, a PKCE code, an error to show). */
export function hasAuthInUrl(location: Pick<Location, 'hash' | 'search'>): boolean {
  return (
    /(^|[#&])(access_token|refresh_token|error_description)=/.test(location.hash) ||
    /[?&](code|token_hash|error_description)=/.test(location.search)
  );
}

/**
 * The kind of mail link that brought this visit back signed in (`signup`, `recovery`, `magiclink`...): Auth's
 * redirect carries it in the fragment beside the tokens (GoTrue verify.go), which supabase-js removes once read.
 */
export function mailLinkType(location: Pick<Location, 'hash'>): string | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  return fragment.get('access_token') ? fragment.get('type') : null;
}

/** The language the account mails are written in (user_metadata.locale, read by the templates). */
export const mailLocale = (language: string): 'en' | 'fr' => (language.startsWith('fr') ? 'fr' : 'en');
