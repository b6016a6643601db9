// What every auth route reads from a request: its JSON body, the signed-in caller behind the access token,
// the service role for the admin API, and GoTrue's password strength rule.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { verifyBearer } from '../gateway.ts';
import { bearerToken, MB } from '../http.ts';
import { isRecord, readJson } from '../json.ts';
import { type Body, type Caller, str } from './caller.ts';
import { AuthError } from './errors.ts';
import { findUserById } from './users.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function jsonBody(req: IncomingMessage): Promise<Body> {
  const parsed = await readJson(
    req,
    MB,
    () => {
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
    },
    { empty: {} },
  );
  if (!isRecord(parsed)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return parsed;
}

export function checkPassword(ctx: BackendContext, password: unknown): string {
  const minimum = ctx.auth.minPasswordLength;
  if (typeof password !== 'string' || password.length < minimum) {
    // GoTrue's WeakPasswordError: the reasons ride along, supabase-js reads them (AuthWeakPasswordError).
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > 72)
    throw new AuthError(422, 'weak_password', 'Password cannot be longer than 72 characters');
  return password;
}

export async function requireCaller(ctx: BackendContext, req: IncomingMessage): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = verifyBearer(ctx, req, token);
  if (!verified.ok) {
    const detail =
      verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
  const sub = str(verified.claims.sub);
  if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = UUID.test(sub) ? await findUserById(ctx.db.auth, sub) : null;
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = str(verified.claims.session_id) ?? '';
  const session = UUID.test(sessionId)
    ? await ctx.db.auth.query<{ aal: string }>(
        'select aal from auth.sessions where id = $1 and user_id = $2',
        [sessionId, user.id],
      )
    : null;
  const row = session?.rows[0];
  if (!row)
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { user, sessionId, aal: row.aal };
}

/** GoTrue's requireAdmin: a token of the service role (or supabase_admin); anything else is not an admin. */
export function requireServiceRole(ctx: BackendContext, req: IncomingMessage): void {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = verifyBearer(ctx, req, token);
  const role = verified.ok ? verified.claims.role : undefined;
  if (role !== 'service_role' && role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
