// The project's keys as a hosted project has them: the publishable and secret API keys (the defaults), the
// legacy anon/service_role JWT keys, the ES256 key that signs access tokens, and whether tokens signed with
// the legacy HS256 secret are still accepted (true until a project revokes its legacy secret).
import { timingSafeEqual } from 'node:crypto';
import { legacyApiKeys, signingKeyFromJwk, verifyJwt, type JwtResult, type SigningKey } from './jwt.ts';
import type { LocalSecrets } from './secrets.ts';

export interface ProjectKeys {
  publishableKey: string;
  secretKey: string;
  legacyAnonKey: string;
  legacyServiceRoleKey: string;
  /** The legacy HS256 shared secret. */
  legacySecret: string;
  signing: SigningKey;
  acceptLegacyJwt: boolean;
}

export type KeyRole = 'anon' | 'service_role';

export function projectKeys(secrets: LocalSecrets, acceptLegacyJwt: boolean): ProjectKeys {
  return {
    publishableKey: secrets.publishableKey,
    secretKey: secrets.secretKey,
    ...legacyApiKeys(secrets.jwtSecret),
    legacySecret: secrets.jwtSecret,
    signing: signingKeyFromJwk(secrets.signingKey),
    acceptLegacyJwt,
  };
}

/** Equal keys, compared in a time that does not tell how much of a guess was right. */
function sameKey(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The role an API key stands for, or undefined for anything else (legacy keys only while accepted). */
export function roleOfApiKey(keys: ProjectKeys, key: string): KeyRole | undefined {
  if (sameKey(key, keys.publishableKey)) return 'anon';
  if (sameKey(key, keys.secretKey)) return 'service_role';
  if (!keys.acceptLegacyJwt) return undefined;
  if (sameKey(key, keys.legacyAnonKey)) return 'anon';
  if (sameKey(key, keys.legacyServiceRoleKey)) return 'service_role';
  return undefined;
}

/** The opaque (non-JWT) keys: `sb_publishable_...` and `sb_secret_...`. */
export const isOpaqueKey = (key: string): boolean => key.startsWith('sb_');

/** Hosted refuses a secret key from a browser, which it recognises by the User-Agent. */
export const isBrowserUserAgent = (userAgent: string | undefined): boolean =>
  userAgent !== undefined && /^Mozilla\//.test(userAgent);

/** The 401 hosted answers a secret key sent from a browser with (header sb-error-code included). */
export const SECRET_KEY_IN_BROWSER = {
  status: 401,
  body: {
    message: 'Forbidden use of secret API key in browser',
    hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!',
  },
  headers: { 'sb-error-code': 'UNAUTHORIZED_INVALID_API_KEY_TYPE' },
} as const;

/** A token a request carries, verified against the ES256 key and, while allowed, the legacy secret. */
export function verifyToken(keys: ProjectKeys, token: string): JwtResult {
  return verifyJwt(token, {
    es256: keys.signing,
    hs256: keys.acceptLegacyJwt ? keys.legacySecret : undefined,
  });
}

/**
 * The claims of the short-lived JWT the hosted gateway mints for an opaque API key before the request reaches
 * PostgREST or Storage. It never leaves the process here, so it is not signed.
 */
export function apiKeyClaims(role: KeyRole, now = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  return { iss: 'supabase', role, iat: now, exp: now + 60 };
}

/** The JWKS GoTrue serves: the public signing keys only (a symmetric secret is never published). */
export const jwks = (keys: ProjectKeys): { keys: SigningKey['publicJwk'][] } => ({
  keys: [keys.signing.publicJwk],
});
