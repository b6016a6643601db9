// POST /signup as GoTrue's signup.go answers it: e-mail + password sign-up (confirmed at once or by mail, as
// config.toml says), a registered address answered without telling, anonymous sign-in refused while disabled.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { header } from '../http.ts';
import { type Body, str } from './caller.ts';
import { validateEmail } from './emails.ts';
import { AuthError, badRequest } from './errors.ts';
import { sendConfirmation, signupUser } from './links.ts';
import { isRecord } from '../json.ts';
import { checkPassword } from './request.ts';
import { createSession } from './sessions.ts';
import { notImplemented } from './unsupported.ts';
import { findUserByEmail, userJson } from './users.ts';

/** GoTrue's sanitizeUser: a user object for an address already registered, revealing nothing about it. */
function sanitizedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export async function signUp(
  ctx: BackendContext,
  req: IncomingMessage,
  redirect: string,
  body: Body,
): Promise<unknown> {
  const rawEmail = str(body.email) ?? '';
  const phone = str(body.phone) ?? '';
  if (!rawEmail && !phone) {
    // GoTrue: a sign-up with neither email nor phone is an anonymous sign-in (signInAnonymously).
    if (!ctx.auth.anonymousSignIns)
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    throw notImplemented('Anonymous sign-ins');
  }
  // GoTrue's validateSignupParams, before the address is looked at.
  if (typeof body.password !== 'string' || body.password === '')
    throw badRequest('Signup requires a valid password');
  const password = checkPassword(ctx, body.password);
  if (rawEmail && phone)
    throw badRequest('Only an email address or phone number should be provided on signup.');
  if (!rawEmail) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = validateEmail(rawEmail);
  const data = body.data === undefined || body.data === null ? {} : body.data;
  if (!isRecord(data)) throw badRequest('data must be a JSON object');
  const existing = await findUserByEmail(ctx.db.auth, email);
  if (existing) {
    // GoTrue signup.go: with autoconfirm a plain 422; with confirmations on, nothing that tells whether the
    // address is registered: a confirmed one gets a made-up user (sanitizeUser) and no mail, an unconfirmed
    // one its confirmation mail again and its user.
    if (ctx.auth.autoConfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    if (existing.email_confirmed_at) return sanitizedUser(email, data);
    await sendConfirmation(ctx, existing, redirect);
    return userJson(ctx.db.auth, (await findUserByEmail(ctx.db.auth, email)) ?? existing);
  }
  const user = await signupUser(ctx, { email, password, data, confirmed: ctx.auth.autoConfirm });
  if (ctx.auth.autoConfirm) return createSession(ctx, user, 'password', header(req, 'user-agent'));
  await sendConfirmation(ctx, user, redirect);
  return userJson(ctx.db.auth, user);
}
