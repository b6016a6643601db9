// Reading an error of supabase.auth, whatever its shape (AuthApiError, a plain object from a mock): its
// GoTrue error code, else its HTTP status, mapped to a translation key by the feature that shows it.

/**
 * The key `codes` gives the error's code, else `rateLimited` for a 429 without a known code (GoTrue's
 * `over_request_rate_limit` and older servers' bare 429), else undefined: the caller picks its fallback.
 */
export function authErrorKeyFor(
  error: unknown,
  codes: Record<string, string>,
  rateLimited: string,
): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, status } = error as { code?: unknown; status?: unknown };
  if (typeof code === 'string' && code in codes) return codes[code];
  return status === 429 ? rateLimited : undefined;
}
