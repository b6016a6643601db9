// What to tell an admin whose TOTP code was refused, as a translation key of the admin namespace.

const CODE_KEYS: Record<string, string> = {
  mfa_verification_failed: 'mfa.errors.wrong',
  mfa_challenge_expired: 'mfa.errors.expired',
  over_request_rate_limit: 'mfa.errors.rateLimited',
};

/** The key for an error of supabase.auth.mfa.challengeAndVerify, whatever its shape. */
export function codeErrorKey(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, status } = error as { code?: unknown; status?: unknown };
    if (typeof code === 'string' && code in CODE_KEYS) return CODE_KEYS[code] as string;
    if (status === 429) return 'mfa.errors.rateLimited';
  }
  return 'mfa.errors.failed';
}
