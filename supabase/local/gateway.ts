// What the API gateway and each service check before a request goes further: the apikey must be one of this
// project's keys (a secret key never from a browser), and the bearer token either that same opaque key (the
// gateway stands in a JWT of the key's role, as hosted) or a valid JWT whose role is one of the API roles.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from './context.ts';
import { isApiRole, type ApiRole } from './api-roles.ts';
import { bearerToken, header, HttpError } from './http.ts';
import type { JwtResult } from './jwt.ts';
import {
  apiKeyClaims,
  isBrowserUserAgent,
  isOpaqueKey,
  roleOfApiKey,
  SECRET_KEY_IN_BROWSER,
  verifyToken,
} from './keys.ts';

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** No signed-in user: 42501 then means 401 rather than 403, as PostgREST answers. */
  anonymous: boolean;
}

/**
 * What Cloudflare does in front of every hosted project, before anything else reads the request:
 * `cf-connecting-ip` becomes the address of the TCP peer, replacing whatever the client sent, and that address
 * is appended to `x-forwarded-for` (the client's own entries stay in front of it, so the first entry is the
 * caller's to write). SQL keys its rate limits on `cf-connecting-ip` (public.request_client_hash()), and
 * functions see both headers as on hosted. Here the peer is the socket's address.
 */
export function stampClientAddress(req: IncomingMessage): void {
  const address = req.socket.remoteAddress ?? '';
  const peer = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  req.headers['cf-connecting-ip'] = peer;
  const forwarded = req.headers['x-forwarded-for'];
  const previous = (Array.isArray(forwarded) ? forwarded.join(', ') : (forwarded ?? '')).trim();
  req.headers['x-forwarded-for'] = previous ? `${previous}, ${peer}` : peer;
}

export function checkApiKey(ctx: BackendContext, req: IncomingMessage, url: URL): void {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (key === undefined || key === '') {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (roleOfApiKey(ctx.keys, key) === undefined) {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  refuseSecretKeyInBrowser(ctx, req, key);
}

/** A secret key (not the legacy service_role JWT, which hosted never checked) from a browser: 401. */
export function refuseSecretKeyInBrowser(ctx: BackendContext, req: IncomingMessage, key: string): void {
  if (key === ctx.keys.secretKey && isBrowserUserAgent(header(req, 'user-agent'))) {
    throw new HttpError(SECRET_KEY_IN_BROWSER.status, SECRET_KEY_IN_BROWSER.body, {
      ...SECRET_KEY_IN_BROWSER.headers,
    });
  }
}

/**
 * The bearer token as the services behind the gateway see it. supabase-js sends its key as the bearer when
 * nobody is signed in: hosted lets an opaque key through in Authorization only when it equals the apikey
 * header, and then authorises with a short-lived JWT of the key's role; any other opaque bearer reaches the
 * service as it is and fails there as a malformed JWT.
 */
export function verifyBearer(ctx: BackendContext, req: IncomingMessage, token: string): JwtResult {
  if (isOpaqueKey(token) && token === header(req, 'apikey')) {
    const role = roleOfApiKey(ctx.keys, token);
    if (role !== undefined) {
      refuseSecretKeyInBrowser(ctx, req, token);
      const claims = apiKeyClaims(role);
      return { ok: true, claims, header: { alg: 'ES256', kid: ctx.keys.signing.kid, typ: 'JWT' } };
    }
  }
  return verifyToken(ctx.keys, token);
}

/** PostgREST's reading of the Authorization header: none means anon; anything else must verify. */
export function callerFromRequest(ctx: BackendContext, req: IncomingMessage): Caller {
  const token = bearerToken(req);
  if (token === undefined) {
    if (header(req, 'authorization') !== undefined) {
      throw new HttpError(
        401,
        { code: 'PGRST301', details: null, hint: null, message: 'Expected a Bearer token' },
        {
          'WWW-Authenticate': 'Bearer error="invalid_token"',
        },
      );
    }
    return { role: 'anon', claims: { role: 'anon' }, anonymous: true };
  }
  const verified = verifyBearer(ctx, req, token);
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      throw new HttpError(
        401,
        { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' },
        {
          'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
        },
      );
    }
    const message =
      verified.reason === 'malformed'
        ? 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got a different number)'
        : verified.reason === 'algorithm' || verified.reason === 'kid'
          ? 'JWSError JWSNoSignatures'
          : 'JWSError JWSInvalidSignature';
    throw new HttpError(
      401,
      { code: 'PGRST301', details: null, hint: null, message },
      {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      },
    );
  }
  const role = verified.claims.role ?? 'anon';
  if (!isApiRole(role)) {
    throw new HttpError(401, {
      code: 'PGRST301',
      details: null,
      hint: null,
      message: `JWT role "${String(role)}" is not one of anon, authenticated, service_role`,
    });
  }
  return { role, claims: verified.claims, anonymous: role === 'anon' };
}
