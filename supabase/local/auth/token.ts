// POST /token: the password grant (counted against the failed-attempt buckets) and the refresh grant
// (rotation, reuse interval); GoTrue's other grants answer 501.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { header } from '../http.ts';
import { type Body, str } from './caller.ts';
import { AuthError } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import { clientAddress } from './rate-limit.ts';
import { createSession, refreshSession } from './sessions.ts';
import { findUserByEmail, normaliseEmail } from './users.ts';

export async function token(
  ctx: BackendContext,
  req: IncomingMessage,
  url: URL,
  body: Body,
): Promise<unknown> {
  const grant = url.searchParams.get('grant_type');
  if (grant === 'password') {
    const email = str(body.email);
    const password = str(body.password);
    if (!email && str(body.phone))
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
    const account = normaliseEmail(email);
    const client = clientAddress(ctx, req);
    ctx.attempts.check('password', client);
    const user = await findUserByEmail(ctx.db.auth, account);
    const valid = await verifyPassword(password, user?.encrypted_password ?? null);
    if (!user || !valid) {
      ctx.attempts.fail('password', client);
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (user.banned_until && user.banned_until.getTime() > Date.now())
      throw new AuthError(400, 'user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return createSession(ctx, user, 'password', header(req, 'user-agent'));
  }
  if (grant === 'refresh_token') {
    const refresh = str(body.refresh_token);
    if (!refresh)
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return refreshSession(ctx, refresh);
  }
  if (grant === 'pkce' || grant === 'id_token' || grant === 'web3') {
    throw new AuthError(501, 'not_implemented', `grant_type=${grant} is not supported by the local backend`);
  }
  throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}
