// What the API gateway (Kong) and each service check before a request goes further: the apikey must be one of
// this project's keys, and the bearer token a valid JWT whose role is one of the three API roles.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from './context.ts';
import { isApiRole, type ApiRole } from './db.ts';
import { bearerToken, header, HttpError } from './http.ts';
import { verifyJwt } from './jwt.ts';

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** No signed-in user: 42501 then means 401 rather than 403, as PostgREST answers. */
  anonymous: boolean;
}

export function checkApiKey(ctx: BackendContext, req: IncomingMessage, url: URL): void {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (key === undefined || key === '') {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (key !== ctx.anonKey && key !== ctx.serviceRoleKey) {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
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
  const verified = verifyJwt(token, ctx.jwtSecret);
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
        : verified.reason === 'algorithm'
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
