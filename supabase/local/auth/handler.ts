// /auth/v1: GoTrue's endpoints the app and supabase-js use (sign-up, password and refresh grants, user,
// logout, recovery, resend, reauthenticate, TOTP factors, jwks, settings, health), same shapes and errors.
import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTransport, type Transporter } from 'nodemailer';
import type { BackendContext } from '../context.ts';
import { bearerToken, header, HttpError, MB, readBody, send, sendJson } from '../http.ts';
import { verifyBearer } from '../gateway.ts';
import { jwks } from '../keys.ts';
import { API_VERSION, AuthError, authErrorBody, badRequest, databaseError } from './errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { peerAddress } from './rate-limit.ts';
import { createSession, endSessions, refreshSession } from './sessions.ts';
import { type Body, type Caller, str } from './caller.ts';
import { challengeFactor, enrolFactor, ownFactor, unenrolFactor, verifyFactor } from './factors.ts';
import {
  createUser,
  findUserByEmail,
  findUserById,
  isValidEmail,
  normaliseEmail,
  userJson,
  type UserRow,
} from './users.ts';

const OTP_LIFETIME_MS = 60 * 60 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function jsonBody(req: IncomingMessage): Promise<Body> {
  const raw = await readBody(req, MB);
  if (raw.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!isRecord(parsed)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return parsed;
}

function checkPassword(ctx: BackendContext, password: unknown): string {
  const minimum = ctx.auth.minPasswordLength;
  if (typeof password !== 'string' || password.length < minimum) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`);
  }
  if (password.length > 72)
    throw new AuthError(422, 'weak_password', 'Password cannot be longer than 72 characters');
  return password;
}

/** GoTrue's e-mail one-time tokens: a 6-digit code in the mail; only sha224(email + code) is stored. */
const tokenHash = (email: string, otp: string): string =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

type OtpType = 'recovery_token' | 'confirmation_token' | 'reauthentication_token';

async function issueOtp(
  ctx: BackendContext,
  user: UserRow,
  type: OtpType,
): Promise<{ otp: string; hash: string }> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const email = user.email ?? '';
  const hash = tokenHash(email, otp);
  await ctx.db.auth.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values (gen_random_uuid(), $1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, created_at = now(),
       updated_at = now()`,
    [user.id, type, hash, email],
  );
  return { otp, hash };
}

async function consumeOtp(ctx: BackendContext, hash: string, types: OtpType[]): Promise<UserRow | null> {
  const result = await ctx.db.auth.query<{ user_id: string; created_at: Date }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = any($2) returning user_id, created_at`,
    [hash, types],
  );
  const row = result.rows[0];
  if (!row || Date.now() - row.created_at.getTime() > OTP_LIFETIME_MS) return null;
  return findUserById(ctx.db.auth, row.user_id);
}

function mailLink(ctx: BackendContext, hash: string, type: string, redirectTo: string | undefined): string {
  const link = new URL(`${ctx.url}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo ?? ctx.auth.siteUrl);
  return link.toString();
}

/** One SMTP transport per backend (nodemailer, as the shop's send-emails function). */
const transports = new WeakMap<BackendContext, Transporter>();

function smtpTransport(ctx: BackendContext): Transporter {
  let transport = transports.get(ctx);
  if (!transport) {
    const { host, port, user, pass } = ctx.authSmtp;
    transport = createTransport({
      host,
      port,
      secure: port === 465,
      ignoreTLS: host === '127.0.0.1',
      ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
    });
    transports.set(ctx, transport);
  }
  return transport;
}

/** The auth mail, sent over SMTP ([auth.email.smtp], locally the mailbox's server) before the API answers. */
async function sendAuthMail(
  ctx: BackendContext,
  to: string,
  type: string,
  subject: string,
  intro: string,
  otp: string,
  link?: string,
): Promise<void> {
  const linkText = link ? `\nOr follow this link: ${link}` : '';
  const linkHtml = link ? `<p><a href="${link.replace(/"/g, '&quot;')}">${subject}</a></p>` : '';
  await smtpTransport(ctx).sendMail({
    from: ctx.authSmtp.from,
    to,
    subject,
    text: `${intro}\nYour code: ${otp}${linkText}`,
    html: `<p>${intro}</p><p>Your code: <strong>${otp}</strong></p>${linkHtml}`,
    headers: { 'X-Mail-Kind': type },
  });
}

async function requireCaller(ctx: BackendContext, req: IncomingMessage): Promise<Caller> {
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
  const user = /^[0-9a-f-]{36}$/i.test(sub) ? await findUserById(ctx.db.auth, sub) : null;
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = str(verified.claims.session_id) ?? '';
  const session = /^[0-9a-f-]{36}$/i.test(sessionId)
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

function requireServiceRole(ctx: BackendContext, req: IncomingMessage): void {
  const token = bearerToken(req);
  const verified = token ? verifyBearer(ctx, req, token) : null;
  if (!verified?.ok || verified.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

async function signUp(ctx: BackendContext, req: IncomingMessage, url: URL, body: Body): Promise<unknown> {
  const rawEmail = str(body.email);
  if (!rawEmail) {
    if (str(body.phone)) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    throw badRequest('To signup, please provide your email');
  }
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw badRequest('Unable to validate email address: invalid format');
  const password = checkPassword(ctx, body.password);
  const data = body.data === undefined ? {} : body.data;
  if (!isRecord(data)) throw badRequest('data must be a JSON object');
  if (await findUserByEmail(ctx.db.auth, email)) {
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  let user: UserRow;
  try {
    user = await createUser(ctx.db.auth, {
      email,
      password,
      userMetadata: data,
      confirmed: ctx.auth.autoConfirm,
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    throw databaseError(error, 'Database error saving new user');
  }
  if (ctx.auth.autoConfirm) return createSession(ctx, user, 'password', header(req, 'user-agent'));
  const { otp, hash } = await issueOtp(ctx, user, 'confirmation_token');
  await sendAuthMail(
    ctx,
    email,
    'signup',
    'Confirm your signup',
    'Confirm your e-mail address.',
    otp,
    mailLink(ctx, hash, 'signup', url.searchParams.get('redirect_to') ?? undefined),
  );
  return userJson(ctx.db.auth, user);
}

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
  if (body.phone !== undefined)
    throw new AuthError(501, 'not_implemented', 'Phone numbers are not supported by the local backend');
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

async function verify(
  ctx: BackendContext,
  body: Body,
): Promise<{ session: Record<string, unknown>; type: string }> {
  const type = str(body.type);
  const email = str(body.email);
  const code = str(body.token);
  const hashParam = str(body.token_hash);
  const kinds: Record<string, OtpType[]> = {
    recovery: ['recovery_token'],
    signup: ['confirmation_token'],
    email: ['confirmation_token', 'recovery_token'],
    magiclink: ['recovery_token'],
  };
  if (type === 'invite' || type === 'email_change' || type === 'sms' || type === 'phone_change') {
    throw new AuthError(501, 'not_implemented', `Verifying ${type} is not supported by the local backend`);
  }
  const wanted = type ? kinds[type] : undefined;
  if (!wanted) throw badRequest('Verify requires a verification type');
  const hash = hashParam ?? (email && code ? tokenHash(normaliseEmail(email), code) : undefined);
  if (!hash) throw badRequest('Verify requires either a token or a token hash');
  const user = await consumeOtp(ctx, hash, wanted);
  if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  let confirmed = user;
  if (!user.email_confirmed_at) {
    const updated = await ctx.db.auth.query<UserRow>(
      'update auth.users set email_confirmed_at = now() where id = $1 returning *',
      [user.id],
    );
    confirmed = updated.rows[0] ?? user;
  }
  const method = type === 'recovery' ? 'recovery' : 'otp';
  return { session: await createSession(ctx, confirmed, method, undefined), type: type ?? 'email' };
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
          external: { email: true, phone: false, anonymous_users: false },
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
    } else if (route === 'POST /admin/users') {
      requireServiceRole(ctx, req);
      const body = await jsonBody(req);
      const email = str(body.email);
      if (!email || !isValidEmail(normaliseEmail(email)))
        throw badRequest('Unable to validate email address: invalid format');
      if (await findUserByEmail(ctx.db.auth, email)) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      const user = await createUser(ctx.db.auth, {
        email,
        password: checkPassword(ctx, body.password),
        userMetadata: isRecord(body.user_metadata) ? body.user_metadata : {},
        appMetadata: isRecord(body.app_metadata) ? body.app_metadata : {},
        confirmed: body.email_confirm === true,
      }).catch((error: unknown) => {
        throw databaseError(error, 'Database error creating new user');
      });
      sendJson(res, 200, await userJson(ctx.db.auth, user), base);
    } else if (method === 'DELETE' && /^\/admin\/users\/[^/]+$/.test(rest)) {
      // GoTrue's adminUserDelete: the id must be a UUID (404 validation_failed), an unknown one is 404
      // user_not_found, a database refusal (a foreign key that restricts) is 500 "Database error deleting
      // user", and success is 200 with {}. The user's sessions, factors and identities go with the row (their
      // foreign keys cascade, as GoTrue's Destroy). should_soft_delete (GoTrue's soft delete) is not supported.
      requireServiceRole(ctx, req);
      const id = rest.slice('/admin/users/'.length);
      const body = await jsonBody(req);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
        throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
      if (body.should_soft_delete === true)
        throw new AuthError(
          501,
          'not_implemented',
          'Soft deletion of users is not supported by the local backend',
        );
      const deleted = await ctx.db.auth
        .query('delete from auth.users where id = $1', [id])
        .catch((error: unknown) => {
          throw databaseError(error, 'Database error deleting user');
        });
      if (!deleted.rowCount) throw new AuthError(404, 'user_not_found', 'User not found');
      sendJson(res, 200, {}, base);
    } else if (rest === '/sso' || rest.startsWith('/sso/') || rest === '/saml' || rest.startsWith('/saml/')) {
      throw new AuthError(501, 'not_implemented', 'SSO (SAML) is not supported by the local backend');
    } else if (rest.startsWith('/user/identities')) {
      throw new AuthError(501, 'not_implemented', 'Identity linking is not supported by the local backend');
    } else if (
      rest === '/authorize' ||
      rest === '/callback' ||
      rest === '/otp' ||
      rest === '/magiclink' ||
      rest === '/invite'
    ) {
      throw new AuthError(
        501,
        'not_implemented',
        `${rest.slice(1)} (OAuth, magic links, OTP sign-in, invites) is not supported by the local backend`,
      );
    } else {
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
