// The routes that mail a code or link about an account: POST /recover (password reset), POST /resend (the
// sign-up confirmation again) and GET /reauthenticate (the nonce PUT /user takes). Unknown addresses get the
// same empty answer as known ones, as GoTrue gives.
import type { BackendContext } from '../context.ts';
import { type Body, type Caller, str } from './caller.ts';
import { AuthError, badRequest } from './errors.ts';
import { sendConfirmation } from './links.ts';
import { issueOtp, mailLink, sendAuthMail } from './mail.ts';
import { findUserByEmail, normaliseEmail } from './users.ts';

export async function recover(ctx: BackendContext, redirect: string, body: Body): Promise<unknown> {
  const email = str(body.email);
  if (!email) throw badRequest('Password recovery requires an email');
  const user = await findUserByEmail(ctx.db.auth, normaliseEmail(email));
  if (user?.email) {
    const { otp, hash } = await issueOtp(ctx, user, 'recovery_token');
    await ctx.db.auth.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
    await sendAuthMail(ctx, user.email, 'recovery', user, {
      ConfirmationURL: mailLink(ctx, hash, 'recovery', redirect),
      Token: otp,
      TokenHash: hash,
      RedirectTo: redirect,
    });
  }
  return {};
}

export async function resend(ctx: BackendContext, redirect: string, body: Body): Promise<unknown> {
  const type = str(body.type);
  if (!type || !['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type !== 'signup')
    throw new AuthError(501, 'not_implemented', `Resending ${type} is not supported by the local backend`);
  const email = str(body.email);
  if (!email) throw badRequest('Resend requires an email');
  const user = await findUserByEmail(ctx.db.auth, normaliseEmail(email));
  if (user?.email && !user.email_confirmed_at) {
    await sendConfirmation(ctx, user, redirect);
  }
  return {};
}

export async function reauthenticate(ctx: BackendContext, caller: Caller): Promise<unknown> {
  if (!caller.user.email) throw badRequest('Reauthentication requires an email address');
  const { otp } = await issueOtp(ctx, caller.user, 'reauthentication_token');
  await ctx.db.auth.query('update auth.users set reauthentication_sent_at = now() where id = $1', [
    caller.user.id,
  ]);
  await sendAuthMail(ctx, caller.user.email, 'reauthentication', caller.user, { Token: otp });
  return {};
}
