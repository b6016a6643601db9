// GoTrue's e-mail one-time tokens and the mails that carry them: a 6-digit code, stored only as
// sha224(email + code) in auth.one_time_tokens, and a /verify link with that hash, sent over SMTP (locally to the mailbox's SMTP server).
import { createHash, randomInt } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import type { BackendContext } from '../context.ts';
import { renderAuthMail, type AuthMailKind } from './auth-templates.ts';
import { findUserById, type UserRow } from './users.ts';

const OTP_LIFETIME_MS = 60 * 60 * 1000;

export type OtpType =
  | 'recovery_token'
  | 'confirmation_token'
  | 'reauthentication_token'
  | 'email_change_token_new'
  | 'email_change_token_current';

export const tokenHash = (email: string, otp: string): string =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export async function issueOtp(
  ctx: BackendContext,
  user: UserRow,
  type: OtpType,
  /** The address the code is mailed to, when not the user's own (the new address of an e-mail change). */
  address?: string,
): Promise<{ otp: string; hash: string }> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const email = address ?? user.email ?? '';
  const hash = tokenHash(email, otp);
  await ctx.db.auth.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values (gen_random_uuid(), $1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, created_at = now(),
       updated_at = now()`,
    [user.id, type, hash, email],
  );
  // GoTrue keeps the current hash on the user row too (confirmation_token, recovery_token).
  if (type === 'confirmation_token')
    await ctx.db.auth.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
      [user.id, hash],
    );
  if (type === 'recovery_token')
    await ctx.db.auth.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
      [user.id, hash],
    );
  return { otp, hash };
}

export async function consumeOtp(
  ctx: BackendContext,
  hash: string,
  types: OtpType[],
): Promise<UserRow | null> {
  const result = await ctx.db.auth.query<{ user_id: string; created_at: Date }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = any($2) returning user_id, created_at`,
    [hash, types],
  );
  const row = result.rows[0];
  if (!row || Date.now() - row.created_at.getTime() > OTP_LIFETIME_MS) return null;
  return findUserById(ctx.db.auth, row.user_id);
}

/**
 * GoTrue's action link: {API_EXTERNAL_URL}/verify?token=<hash>&type=<type>&redirect_to=<referrer>, the referrer
 * as redirect.ts resolves it (the site URL when none is allowed).
 */
export function mailLink(ctx: BackendContext, hash: string, type: string, redirectTo: string): string {
  const link = new URL(`${ctx.url}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
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

/** What GoTrue's template mailer hands a template (templatemailer.go): the fields each kind fills in. */
export interface AuthMailFields {
  ConfirmationURL?: string;
  Token?: string;
  TokenHash?: string;
  NewEmail?: string;
  SendingTo?: string;
  RedirectTo?: string;
}

/**
 * The auth mail of one kind, rendered from config.toml's template (auth-templates.ts) with the user's
 * metadata, and sent over SMTP ([auth.email.smtp], locally the mailbox's server) before the API answers: one
 * text/html part, as hosted GoTrue sends (mailmeclient.go: SetBody("text/html", body)), no plain-text part.
 */
export async function sendAuthMail(
  ctx: BackendContext,
  to: string,
  kind: AuthMailKind,
  user: UserRow,
  fields: AuthMailFields,
): Promise<void> {
  const { subject, html } = renderAuthMail(ctx.authMail, kind, {
    SiteURL: ctx.auth.siteUrl,
    Email: user.email ?? '',
    Data: user.raw_user_meta_data,
    ...fields,
  });
  await smtpTransport(ctx).sendMail({
    from: ctx.authSmtp.from,
    to,
    subject,
    html,
    headers: { 'X-Mail-Kind': MAILBOX_KIND[kind] },
  });
}

/** The local mailbox's type of each kind (its existing names: the /verify type the mail's link carries). */
const MAILBOX_KIND: Record<AuthMailKind, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magic_link: 'magiclink',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
  invite: 'invite',
};
