// E-mail links and codes beyond passwords: magic link / e-mail OTP sign-in (POST /otp), invitations
// (POST /invite) and the admin API's generate_link, as GoTrue's mail.go, otp.go, magic_link.go and invite.go.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { type Body, str } from './caller.ts';
import { validateEmail } from './emails.ts';
import { AuthError, badRequest, databaseError } from './errors.ts';
import { DUPLICATE_EMAIL, phoneNotSupported } from './admin-users.ts';
import { issueOtp, mailLink, sendAuthMail, type OtpType } from './mail.ts';
import { isRecord } from '../json.ts';
import { referrer } from './redirect.ts';
import { checkPassword } from './request.ts';
import { createUser, findUserByEmail, userJson, type UserRow } from './users.ts';

/**
 * A user made by a sign-up flow (signup, OTP sign-up, invite, generate_link): user_metadata holds the data
 * given plus the email identity's claims, as on hosted projects; confirmed users get email_verified = true.
 */
export async function signupUser(
  ctx: BackendContext,
  input: {
    email: string;
    password?: string;
    data: Record<string, unknown>;
    confirmed: boolean;
    invited?: boolean;
  },
): Promise<UserRow> {
  const id = randomUUID();
  return createUser(ctx.db.auth, {
    id,
    email: input.email,
    password: input.password,
    userMetadata: {
      ...input.data,
      sub: id,
      email: input.email,
      email_verified: false,
      phone_verified: false,
    },
    confirmed: input.confirmed,
    invited: input.invited,
  }).catch((error: unknown) => {
    if ((error as { code?: string }).code === '23505')
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    throw databaseError(error, 'Database error saving new user');
  });
}

async function sendMagicLink(ctx: BackendContext, user: UserRow, redirect: string): Promise<void> {
  const { otp, hash } = await issueOtp(ctx, user, 'recovery_token');
  await sendAuthMail(ctx, user.email ?? '', 'magic_link', user, {
    ConfirmationURL: mailLink(ctx, hash, 'magiclink', redirect),
    Token: otp,
    TokenHash: hash,
    RedirectTo: redirect,
  });
}

export async function sendConfirmation(ctx: BackendContext, user: UserRow, redirect: string): Promise<void> {
  const { otp, hash } = await issueOtp(ctx, user, 'confirmation_token');
  await sendAuthMail(ctx, user.email ?? '', 'confirmation', user, {
    ConfirmationURL: mailLink(ctx, hash, 'signup', redirect),
    Token: otp,
    TokenHash: hash,
    RedirectTo: redirect,
  });
}

/**
 * POST /otp with an email (signInWithOtp): an existing user gets a magic link mail (code and link); an
 * unknown address is signed up first when create_user (default true) allows it, else 422 otp_disabled. With
 * confirmations on, the new user's confirmation mail is the sign-in mail; with them off, a magic link follows.
 */
export async function otp(ctx: BackendContext, redirect: string, body: Body): Promise<unknown> {
  const email = str(body.email) ?? '';
  const phone = str(body.phone) ?? '';
  if (email && phone) throw badRequest('Only an email address or phone number should be provided');
  if (phone) throw phoneNotSupported();
  if (!email) throw badRequest('One of email or phone must be set');
  if (str(body.code_challenge))
    throw new AuthError(
      501,
      'not_implemented',
      'The PKCE flow (code_challenge) is not supported by the local backend',
    );
  const address = validateEmail(email);
  const data = body.data === undefined || body.data === null ? {} : body.data;
  if (!isRecord(data)) throw badRequest('data must be a JSON object');
  const existing = await findUserByEmail(ctx.db.auth, address);
  if (existing) {
    await sendMagicLink(ctx, existing, redirect);
    return {};
  }
  if (body.create_user === false) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  const user = await signupUser(ctx, { email: address, data, confirmed: ctx.auth.autoConfirm });
  if (ctx.auth.autoConfirm) await sendMagicLink(ctx, user, redirect);
  else await sendConfirmation(ctx, user, redirect);
  return {};
}

/** POST /invite (admin): creates the user unless it exists unconfirmed, and mails an invite link. */
export async function invite(ctx: BackendContext, redirect: string, body: Body): Promise<unknown> {
  const email = validateEmail(body.email);
  const data = isRecord(body.data) ? body.data : {};
  let user = await findUserByEmail(ctx.db.auth, email);
  if (user?.email_confirmed_at) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
  user ??= await signupUser(ctx, { email, data, confirmed: false, invited: true });
  const { otp: code, hash } = await issueOtp(ctx, user, 'confirmation_token');
  const invited = await ctx.db.auth.query<UserRow>(
    'update auth.users set invited_at = now(), confirmation_sent_at = now() where id = $1 returning *',
    [user.id],
  );
  user = invited.rows[0] ?? user;
  await sendAuthMail(ctx, email, 'invite', user, {
    ConfirmationURL: mailLink(ctx, hash, 'invite', redirect),
    Token: code,
    TokenHash: hash,
    RedirectTo: redirect,
  });
  return userJson(ctx.db.auth, user);
}

const LINK_TOKEN: Record<string, OtpType> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
};

/** POST /admin/generate_link: the link and code a mail would carry, without sending the mail. */
export async function generateLink(
  ctx: BackendContext,
  req: IncomingMessage,
  url: URL,
  body: Body,
): Promise<unknown> {
  const email = validateEmail(body.email);
  let type = str(body.type) ?? '';
  // GoTrue's getRedirectURLOrReferrer: the body's redirect_to when allowed, else GetReferrer.
  const redirect = referrer(ctx, req, url, str(body.redirect_to));
  const data = isRecord(body.data) ? body.data : {};
  let user = await findUserByEmail(ctx.db.auth, email);
  let password = str(body.password);
  if (!user) {
    if (type === 'magiclink') {
      type = 'signup';
      password = undefined;
    } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
      throw new AuthError(404, 'user_not_found', 'User with this email not found');
    }
  }
  if (type === 'email_change_current' || type === 'email_change_new')
    throw new AuthError(
      501,
      'not_implemented',
      'E-mail address changes (email_change links) are not supported by the local backend',
    );
  const tokenType = LINK_TOKEN[type];
  if (!tokenType) throw badRequest(`Invalid email action link type requested: ${type}`);
  if ((type === 'signup' || type === 'invite') && user?.email_confirmed_at)
    throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
  // A new user of an explicit signup link needs a password, as GoTrue's validateSignupParams says (a magic
  // link for an unknown address made it a signup with a generated one).
  if (type === 'signup' && !user && str(body.type) === 'signup') {
    if (!password) throw badRequest('Signup requires a valid password');
    checkPassword(ctx, password);
  }
  user ??= await signupUser(ctx, { email, password, data, confirmed: false, invited: type === 'invite' });
  if (type === 'invite')
    await ctx.db.auth.query('update auth.users set invited_at = now() where id = $1', [user.id]);
  const { otp: code, hash } = await issueOtp(ctx, user, tokenType);
  const fresh = (await findUserByEmail(ctx.db.auth, email)) ?? user;
  return {
    ...(await userJson(ctx.db.auth, fresh)),
    action_link: mailLink(ctx, hash, type, redirect),
    email_otp: code,
    hashed_token: hash,
    verification_type: type,
    redirect_to: redirect,
  };
}
