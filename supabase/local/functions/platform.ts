// What Supabase's platform does for an edge function before its code runs: the `verify_jwt` check, and the
// project values it injects as environment variables (the names hosted uses, legacy ones included).
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { refuseSecretKeyInBrowser } from '../gateway.ts';
import { bearerToken, header, HttpError } from '../http.ts';
import { isOpaqueKey, jwks, roleOfApiKey, verifyToken } from '../keys.ts';

/**
 * `verify_jwt`: the Authorization header must carry a valid JWT (legacy HS256 while accepted, or ES256 from
 * the signing key). For migration the platform also lets a publishable or secret key through, in
 * Authorization or, without one, in apikey; the function then decides who the caller is.
 */
export function verifyFunctionJwt(ctx: BackendContext, req: IncomingMessage): void {
  const token = bearerToken(req);
  const apikey = header(req, 'apikey');
  const key = token ?? apikey;
  if (key !== undefined && isOpaqueKey(key) && roleOfApiKey(ctx.keys, key) !== undefined) {
    refuseSecretKeyInBrowser(ctx, req, key);
    return;
  }
  if (token === undefined) {
    if (apikey !== undefined && roleOfApiKey(ctx.keys, apikey) !== undefined) return;
    throw new HttpError(401, {
      code: 'UNAUTHORIZED_NO_AUTH_HEADER',
      message: 'Missing authorization header',
    });
  }
  if (!verifyToken(ctx.keys, token).ok) {
    throw new HttpError(401, { code: 'UNAUTHORIZED_INVALID_JWT', message: 'Invalid JWT' });
  }
}

/**
 * The default secrets hosted gives every function: the URL, the keys as JSON dictionaries named `default`
 * (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS), the JWKS, the legacy JWT keys and the database URL.
 */
export function functionSecrets(ctx: BackendContext): Record<string, string> {
  return {
    SUPABASE_URL: ctx.url,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.keys.secretKey }),
    SUPABASE_JWKS: JSON.stringify(jwks(ctx.keys)),
    SUPABASE_ANON_KEY: ctx.keys.legacyAnonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.legacyServiceRoleKey,
    SUPABASE_DB_URL: ctx.db.ownerUrl,
  };
}
