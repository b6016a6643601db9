// POST/GET /verify as GoTrue's verify.go: a mailed code (with the email) or token hash, single use, for the
// signup, invite, magiclink, recovery, email and email_change types; the user is confirmed and signed in (the
// first of an e-mail change's two links only answers that the other one is awaited).
import type { BackendContext } from '../context.ts';
import { type Body, str } from './caller.ts';
import { phoneNotSupported } from './admin-users.ts';
import { AuthError, badRequest } from './errors.ts';
import { confirmEmailChange, SINGLE_CONFIRMATION } from './email-change.ts';
import { consumeOtp, tokenHash, type OtpType } from './mail.ts';
import { type AuthMethod, createSession } from './sessions.ts';
import { confirmUser, normaliseEmail } from './users.ts';

/** The token kinds each /verify type accepts, and the authentication method (amr) its session records. */
const VERIFY_TYPES: Record<string, { tokens: OtpType[]; method: AuthMethod }> = {
  signup: { tokens: ['confirmation_token'], method: 'email/signup' },
  invite: { tokens: ['confirmation_token'], method: 'invite' },
  recovery: { tokens: ['recovery_token'], method: 'recovery' },
  magiclink: { tokens: ['recovery_token'], method: 'magiclink' },
  email: { tokens: ['confirmation_token', 'recovery_token'], method: 'otp' },
};

export type Verified = { session: Record<string, unknown>; type: string } | { message: string };

export async function verify(ctx: BackendContext, body: Body): Promise<Verified> {
  const type = str(body.type);
  const email = str(body.email);
  const phone = str(body.phone);
  const code = str(body.token);
  const hashParam = str(body.token_hash);
  if (type === 'sms' || type === 'phone_change' || phone) throw phoneNotSupported();
  if (type === 'email_change') {
    const hash = hashParam ?? (email && code ? tokenHash(normaliseEmail(email), code) : undefined);
    if (!hash) throw badRequest('Verify requires either a token or a token hash');
    const changed = await confirmEmailChange(ctx, hash);
    if (!changed) return { message: SINGLE_CONFIRMATION };
    return { session: await createSession(ctx, changed, 'email_change', undefined), type };
  }
  const kind = type ? VERIFY_TYPES[type] : undefined;
  if (!kind) throw badRequest('Verify requires a verification type');
  const hash = hashParam ?? (email && code ? tokenHash(normaliseEmail(email), code) : undefined);
  if (!hash) throw badRequest('Verify requires either a token or a token hash');
  const user = await consumeOtp(ctx, hash, kind.tokens);
  if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  const confirmed = user.email_confirmed_at ? user : await confirmUser(ctx.db.auth, user);
  return { session: await createSession(ctx, confirmed, kind.method, undefined), type: type ?? 'email' };
}
