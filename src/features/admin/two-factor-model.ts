// What to tell an admin whose TOTP code was refused, as a translation key of the admin namespace.
import { authErrorKeyFor } from '@/lib/auth-error';

const CODE_KEYS: Record<string, string> = {
  mfa_verification_failed: 'mfa.errors.wrong',
  mfa_challenge_expired: 'mfa.errors.expired',
  over_request_rate_limit: 'mfa.errors.rateLimited',
};

/** The key for an error of supabase.auth.mfa.challengeAndVerify, whatever its shape. */
export function codeErrorKey(error: unknown): string {
  return authErrorKeyFor(error, CODE_KEYS, 'mfa.errors.rateLimited') ?? 'mfa.errors.failed';
}
