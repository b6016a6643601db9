// Changing a user's e-mail address as GoTrue does (internal/api/user.go UserUpdate, mail.go sendEmailChange,
// verify.go emailChangeVerify): PUT /user with a new address mails a link and code to the new address and, with
// `double_confirm_changes` (secure e-mail change), to the current one too, both from the email_change template;
// the change is made once every mailed link is followed (the address becomes the user's and the email
// identity's; user_metadata and email_confirmed_at are left as they are). Until then the user keeps the current address.
import type { BackendContext } from '../context.ts';
import { DUPLICATE_EMAIL } from './admin-users.ts';
import { validateEmail } from './emails.ts';
import { AuthError } from './errors.ts';
import { issueOtp, mailLink, sendAuthMail } from './mail.ts';
import { findUserByEmail, findUserById, type UserRow } from './users.ts';

/** GoTrue's singleConfirmationAccepted: what the first of the two links answers. */
export const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export async function requestEmailChange(
  ctx: BackendContext,
  user: UserRow,
  rawEmail: string,
  redirect: string,
): Promise<UserRow> {
  const email = validateEmail(rawEmail);
  const other = await findUserByEmail(ctx.db.auth, email);
  if (other && other.id !== user.id) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
  const both = ctx.auth.doubleConfirmChanges && Boolean(user.email);
  const fresh = await issueOtp(ctx, user, 'email_change_token_new', email);
  const current = both ? await issueOtp(ctx, user, 'email_change_token_current') : undefined;
  const updated = await ctx.db.auth.query<UserRow>(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
     where id = $1 returning *`,
    [user.id, email, fresh.hash, current?.hash ?? ''],
  );
  const changing = updated.rows[0] ?? user;
  const mails = [{ to: email, ...fresh }, ...(current && user.email ? [{ to: user.email, ...current }] : [])];
  for (const mail of mails) {
    await sendAuthMail(ctx, mail.to, 'email_change', changing, {
      ConfirmationURL: mailLink(ctx, mail.hash, 'email_change', redirect),
      Token: mail.otp,
      TokenHash: mail.hash,
      NewEmail: email,
      SendingTo: mail.to,
      RedirectTo: redirect,
    });
  }
  return changing;
}

/**
 * A followed email_change link or code (its token hash): the first of two only records it (null: the caller
 * answers SINGLE_CONFIRMATION), the last makes the change, confirms the address and returns the user.
 */
export async function confirmEmailChange(ctx: BackendContext, hash: string): Promise<UserRow | null> {
  const consumed = await ctx.db.auth.query<{ user_id: string; token_type: string; created_at: Date }>(
    `delete from auth.one_time_tokens where token_hash = $1
       and token_type in ('email_change_token_new', 'email_change_token_current')
     returning user_id, token_type, created_at`,
    [hash],
  );
  const row = consumed.rows[0];
  const user = row ? await findUserById(ctx.db.auth, row.user_id) : null;
  if (!row || !user?.email_change || Date.now() - row.created_at.getTime() > 60 * 60 * 1000)
    throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  const column =
    row.token_type === 'email_change_token_new' ? 'email_change_token_new' : 'email_change_token_current';
  if (ctx.auth.doubleConfirmChanges && user.email && (user.email_change_confirm_status ?? 0) === 0) {
    await ctx.db.auth.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
      [user.id],
    );
    const left = await ctx.db.auth.query(
      `select 1 from auth.one_time_tokens where user_id = $1
         and token_type in ('email_change_token_new', 'email_change_token_current')`,
      [user.id],
    );
    if ((left.rowCount ?? 0) > 0) return null;
  }
  const changed = await ctx.db.auth.query<UserRow>(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
     where id = $1 returning *`,
    [user.id],
  );
  const done = changed.rows[0] ?? user;
  // GoTrue's ConfirmEmailChange: the email identity's address follows; user_metadata is left as it was.
  await ctx.db.auth.query(
    `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)),
       updated_at = now() where user_id = $1 and provider = 'email' and identity_data ? 'email'`,
    [user.id, done.email],
  );
  await ctx.db.auth.query(
    `delete from auth.one_time_tokens where user_id = $1
       and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [user.id],
  );
  return done;
}
