// /auth/v1: the routes of GoTrue's endpoints (sign-up, password and refresh grants, user, logout, recovery,
// resend, reauthenticate, OTP and magic links, verify, TOTP factors, jwks, settings, health; the admin
// route table; the 501 table), same shapes and errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { header, HttpError, send, sendJson } from '../http.ts';
import { jwks } from '../keys.ts';
import { adminRoute } from './admin.ts';
import { phoneNotSupported } from './admin-users.ts';
import { type Body, type Caller, str } from './caller.ts';
import { API_VERSION, AuthError, authErrorBody, badRequest, databaseError } from './errors.ts';
import { challengeFactor, enrolFactor, ownFactor, unenrolFactor, verifyFactor } from './factors.ts';
import { otp as otpSignIn } from './links.ts';
import { consumeOtp, issueOtp, mailLink, sendAuthMail, tokenHash } from './mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { peerAddress } from './rate-limit.ts';
import { isRecord } from '../json.ts';
import { checkPassword, jsonBody, requireCaller, requireServiceRole } from './request.ts';
import { createSession, endSessions, refreshSession } from './sessions.ts';
import { signUp } from './signup.ts';
import { unsupportedEndpoint } from './unsupported.ts';
import { verify } from './verify.ts';
import { findUserByEmail, normaliseEmail, userJson, type UserRow } from './users.ts';

async function token(ctx: BackendContext, req: IncomingMessage, url: URL, body: Body): Promise<unknown> {
  const grant = url.searchParams.get('grant_type');
  if (grant === 'password') {
    const email = str(body.email);
    const password = str(body.password);
    if (!email && str(body.phone))
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
    const account = normaliseEmail(email);
    const client = peerAddress(req);
    ctx.attempts.check('password', client, account);
    const user = await findUserByEmail(ctx.db.auth, account);
    const valid = await verifyPassword(password, user?.encrypted_password ?? null);
    if (!user || !valid) {
      ctx.attempts.fail('password', client, account);
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

async function updateUser(ctx: BackendContext, caller: Caller, body: Body): Promise<unknown> {
  const { user } = caller;
  if (body.email !== undefined && str(body.email)?.toLowerCase() !== user.email) {
    throw new AuthError(
      501,
      'not_implemented',
      'Changing the e-mail address is not supported by the local backend',
    );
  }
  if (body.phone !== undefined) throw phoneNotSupported();
  const updates: string[] = [];
  const values: unknown[] = [user.id];
  if (body.password !== undefined) {
    const password = checkPassword(ctx, body.password);
    if (await verifyPassword(password, user.encrypted_password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    const nonce = str(body.nonce);
    if (nonce !== undefined) {
      const owner = await consumeOtp(ctx, tokenHash(user.email ?? '', nonce), ['reauthentication_token']);
      if (owner?.id !== user.id)
        throw new AuthError(400, 'reauthentication_not_valid', 'Requires reauthentication');
    }
    values.push(await hashPassword(password));
    updates.push(`encrypted_password = $${values.length}`);
  }
  if (body.data !== undefined) {
    if (!isRecord(body.data)) throw badRequest('data must be a JSON object');
    values.push(JSON.stringify(body.data));
    updates.push(`raw_user_meta_data = raw_user_meta_data || $${values.length}::jsonb`);
  }
  if (updates.length === 0) return userJson(ctx.db.auth, user);
  const result = await ctx.db.auth
    .query<UserRow>(
      `update auth.users set ${updates.join(', ')}, updated_at = now() where id = $1 returning *`,
      values,
    )
    .catch((error: unknown) => {
      throw databaseError(error, 'Error updating user');
    });
  return userJson(ctx.db.auth, result.rows[0] ?? user);
}

export async function handleAuth(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rest: string,
): Promise<void> {
  const versioned = (header(req, 'x-supabase-api-version') ?? '') >= API_VERSION;
  const base = { 'X-Supabase-Api-Version': API_VERSION };
  try {
    const method = req.method ?? 'GET';
    const route = `${method} ${rest}`;
    const factorMatch = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(rest);
    if (route === 'GET /health') {
      sendJson(
        res,
        200,
        { version: 'local', name: 'GoTrue', description: 'GoTrue stand-in of the local backend' },
        base,
      );
    } else if (route === 'GET /settings') {
      sendJson(
        res,
        200,
        {
          external: { email: true, phone: false, anonymous_users: ctx.auth.anonymousSignIns },
          disable_signup: false,
          mailer_autoconfirm: ctx.auth.autoConfirm,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        },
        base,
      );
    } else if (route === 'GET /.well-known/jwks.json') {
      // The ES256 public key only: GoTrue never publishes a symmetric (HS256) secret.
      sendJson(res, 200, jwks(ctx.keys), base);
    } else if (route === 'POST /signup') {
      sendJson(res, 200, await signUp(ctx, req, url, await jsonBody(req)), base);
    } else if (route === 'POST /token') {
      sendJson(res, 200, await token(ctx, req, url, await jsonBody(req)), base);
    } else if (route === 'GET /user') {
      const caller = await requireCaller(ctx, req);
      sendJson(res, 200, await userJson(ctx.db.auth, caller.user), base);
    } else if (route === 'PUT /user') {
      const body = await jsonBody(req);
      const caller = await requireCaller(ctx, req);
      sendJson(res, 200, await updateUser(ctx, caller, body), base);
    } else if (route === 'POST /logout') {
      const caller = await requireCaller(ctx, req);
      const scope = url.searchParams.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw badRequest(`Unsupported logout scope "${scope}"`);
      }
      await endSessions(ctx.db.auth, caller.user.id, caller.sessionId, scope);
      send(res, 204, null, base);
    } else if (route === 'POST /recover') {
      const body = await jsonBody(req);
      const email = str(body.email);
      if (!email) throw badRequest('Password recovery requires an email');
      const user = await findUserByEmail(ctx.db.auth, normaliseEmail(email));
      if (user?.email) {
        const { otp, hash } = await issueOtp(ctx, user, 'recovery_token');
        await ctx.db.auth.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
        const redirect = url.searchParams.get('redirect_to') ?? str(body.redirect_to);
        await sendAuthMail(
          ctx,
          user.email,
          'recovery',
          'Reset your password',
          'Follow this link or enter the code to reset the password for your account.',
          otp,
          mailLink(ctx, hash, 'recovery', redirect ?? undefined),
        );
      }
      sendJson(res, 200, {}, base);
    } else if (route === 'POST /verify') {
      const { session } = await verify(ctx, await jsonBody(req));
      sendJson(res, 200, session, base);
    } else if (route === 'GET /verify') {
      const redirect = url.searchParams.get('redirect_to') ?? ctx.auth.siteUrl;
      try {
        const { session, type } = await verify(ctx, {
          type: url.searchParams.get('type') ?? undefined,
          token_hash: url.searchParams.get('token') ?? undefined,
        });
        const fragment = new URLSearchParams({
          access_token: String(session.access_token),
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: String(session.refresh_token),
          token_type: 'bearer',
          type,
        });
        send(res, 303, null, { ...base, Location: `${redirect}#${fragment.toString()}` });
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        const fragment = new URLSearchParams({
          error: 'access_denied',
          error_code: error.errorCode,
          error_description: error.message,
        });
        send(res, 303, null, { ...base, Location: `${redirect}#${fragment.toString()}` });
      }
    } else if (route === 'POST /resend') {
      const body = await jsonBody(req);
      const type = str(body.type);
      if (!type || !['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
        throw badRequest('Missing one of these types: signup, email_change, sms, phone_change');
      }
      if (type !== 'signup')
        throw new AuthError(
          501,
          'not_implemented',
          `Resending ${type} is not supported by the local backend`,
        );
      const email = str(body.email);
      if (!email) throw badRequest('Resend requires an email');
      const user = await findUserByEmail(ctx.db.auth, normaliseEmail(email));
      if (user?.email && !user.email_confirmed_at) {
        const { otp, hash } = await issueOtp(ctx, user, 'confirmation_token');
        await sendAuthMail(
          ctx,
          user.email,
          'signup',
          'Confirm your signup',
          'Confirm your e-mail address.',
          otp,
          mailLink(ctx, hash, 'signup', undefined),
        );
      }
      sendJson(res, 200, {}, base);
    } else if (route === 'GET /reauthenticate') {
      const caller = await requireCaller(ctx, req);
      if (!caller.user.email) throw badRequest('Reauthentication requires an email address');
      const { otp } = await issueOtp(ctx, caller.user, 'reauthentication_token');
      await ctx.db.auth.query('update auth.users set reauthentication_sent_at = now() where id = $1', [
        caller.user.id,
      ]);
      await sendAuthMail(
        ctx,
        caller.user.email,
        'reauthentication',
        'Confirm reauthentication',
        'Enter this code to confirm it is you.',
        otp,
      );
      sendJson(res, 200, {}, base);
    } else if (route === 'POST /factors') {
      const body = await jsonBody(req);
      const caller = await requireCaller(ctx, req);
      sendJson(res, 200, await enrolFactor(ctx, caller, body), base);
    } else if (factorMatch && method === 'POST' && factorMatch[2] === '/challenge') {
      const caller = await requireCaller(ctx, req);
      const factor = await ownFactor(ctx, caller, factorMatch[1] ?? '');
      sendJson(res, 200, await challengeFactor(ctx, factor, peerAddress(req)), base);
    } else if (factorMatch && method === 'POST' && factorMatch[2] === '/verify') {
      const body = await jsonBody(req);
      const caller = await requireCaller(ctx, req);
      const factor = await ownFactor(ctx, caller, factorMatch[1] ?? '');
      sendJson(res, 200, await verifyFactor(ctx, caller, factor, body, peerAddress(req)), base);
    } else if (factorMatch && method === 'DELETE' && !factorMatch[2]) {
      const caller = await requireCaller(ctx, req);
      const factor = await ownFactor(ctx, caller, factorMatch[1] ?? '');
      sendJson(res, 200, await unenrolFactor(ctx, caller, factor), base);
    } else if (route === 'POST /otp' || route === 'POST /magiclink') {
      sendJson(res, 200, await otpSignIn(ctx, url, await jsonBody(req)), base);
    } else {
      const admin = await adminRoute(ctx, req, url, rest);
      if (admin) {
        sendJson(res, admin.status, admin.body, { ...base, ...admin.headers });
        return;
      }
      const unsupported = unsupportedEndpoint(method, rest);
      if (unsupported && rest.startsWith('/admin/')) requireServiceRole(ctx, req);
      if (unsupported) throw unsupported;
      throw new AuthError(
        404,
        'not_found',
        `${method} /auth/v1${rest} is not an endpoint of the auth service`,
      );
    }
  } catch (error) {
    if (error instanceof AuthError) {
      sendJson(res, error.status, authErrorBody(error, versioned), base);
      return;
    }
    if (error instanceof HttpError) throw error;
    throw error;
  }
}
