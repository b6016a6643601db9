// PUT /user: the signed-in user's password (with the `nonce` of a reauthentication when given) and metadata;
// a new e-mail address is mailed for confirmation (email-change.ts), the phone answers as GoTrue does without a
// phone provider. As GoTrue's UserUpdate (internal/api/user.go), a user with a verified factor changes the
// password or e-mail only from an aal2 session: the session row's aal, so a recovery link's session (aal1) is
// refused too.
import type { BackendContext } from '../context.ts';
import { isRecord } from '../json.ts';
import { phoneNotSupported } from './admin-users.ts';
import { type Body, type Caller, str } from './caller.ts';
import { AuthError, badRequest, databaseError } from './errors.ts';
import { requestEmailChange } from './email-change.ts';
import { consumeOtp, tokenHash } from './mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkPassword } from './request.ts';
import { userJson, type UserRow } from './users.ts';

export async function updateUser(
  ctx: BackendContext,
  caller: Caller,
  body: Body,
  /** Where the e-mail change links send back to (redirect.ts). */
  redirect: string,
): Promise<unknown> {
  const { user } = caller;
  const password = body.password === undefined ? undefined : checkPassword(ctx, body.password);
  const email = str(body.email)?.trim().toLowerCase();
  const changesSecret =
    password !== undefined || (email !== undefined && email !== '' && email !== user.email);
  if (changesSecret && caller.aal !== 'aal2' && (await hasVerifiedFactor(ctx, user.id))) {
    // GoTrue answers 401 here (apierrors.NewHTTPError(http.StatusUnauthorized, ErrorCodeInsufficientAAL, ...)).
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  if (body.phone !== undefined) throw phoneNotSupported();
  const updates: string[] = [];
  const values: unknown[] = [user.id];
  if (password !== undefined) {
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
  let updated = user;
  if (updates.length > 0) {
    const result = await ctx.db.auth
      .query<UserRow>(
        `update auth.users set ${updates.join(', ')}, updated_at = now() where id = $1 returning *`,
        values,
      )
      .catch((error: unknown) => {
        throw databaseError(error, 'Error updating user');
      });
    updated = result.rows[0] ?? user;
  }
  // A new address: mailed for confirmation (both addresses with double_confirm_changes), changed only then.
  if (email && email !== user.email) {
    updated = await requestEmailChange(ctx, updated, email, redirect);
  }
  return userJson(ctx.db.auth, updated);
}

/** GoTrue's User.HasMFAEnabled: at least one factor whose status is verified. */
async function hasVerifiedFactor(ctx: BackendContext, userId: string): Promise<boolean> {
  const factors = await ctx.db.auth.query(
    `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
    [userId],
  );
  return (factors.rowCount ?? 0) > 0;
}
