// The TOTP factors of /auth/v1/factors as GoTrue's mfa.go keeps them: enrol (a second factor only at aal2),
// challenge, verify (failed attempts limited per client, as hosted; the session becomes aal2) and unenrol.
import QRCode from 'qrcode';
import type { BackendContext } from '../context.ts';
import { type Body, type Caller, str } from './caller.ts';
import { AuthError, badRequest } from './errors.ts';
import { addAuthMethod, reissueSession } from './sessions.ts';
import { newTotpSecret, totpUri, verifyTotp } from './totp.ts';

const CHALLENGE_LIFETIME_S = 300;

export async function enrolFactor(ctx: BackendContext, caller: Caller, body: Body): Promise<unknown> {
  const factorType = str(body.factor_type);
  if (factorType === 'phone')
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn')
    throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp') throw badRequest('factor_type needs to be totp, phone or webauthn');
  const friendlyName = str(body.friendly_name) ?? '';
  if (friendlyName) {
    const clash = await ctx.db.auth.query(
      'select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2',
      [caller.user.id, friendlyName],
    );
    if (clash.rowCount) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
  }
  // GoTrue (mfa.go validateFactors): a second factor needs aal2 once one is verified; a first one does not.
  const verified = await ctx.db.auth.query(
    `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [caller.user.id],
  );
  if (verified.rowCount && caller.aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  const issuer = str(body.issuer) ?? new URL(ctx.auth.siteUrl).host;
  const secret = newTotpSecret();
  const uri = totpUri(secret, caller.user.email ?? caller.user.id, issuer);
  const factor = await ctx.db.auth.query<{ id: string }>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, 'totp', 'unverified', $3, now(), now()) returning id`,
    [caller.user.id, friendlyName || null, secret],
  );
  const qr = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return {
    id: factor.rows[0]?.id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qr, secret, uri },
  };
}

export interface FactorRow {
  id: string;
  user_id: string;
  status: string;
  secret: string | null;
  factor_type: string;
}

export async function ownFactor(ctx: BackendContext, caller: Caller, factorId: string): Promise<FactorRow> {
  const result = /^[0-9a-f-]{36}$/i.test(factorId)
    ? await ctx.db.auth.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [
        factorId,
        caller.user.id,
      ])
    : null;
  const factor = result?.rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

export async function verifyFactor(
  ctx: BackendContext,
  caller: Caller,
  factor: FactorRow,
  body: Body,
  client: string,
): Promise<unknown> {
  ctx.attempts.check('totp', client);
  const challengeId = str(body.challenge_id) ?? '';
  const code = str(body.code) ?? '';
  const challenge = /^[0-9a-f-]{36}$/i.test(challengeId)
    ? await ctx.db.auth.query<{ created_at: Date; verified_at: Date | null }>(
        'select created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2',
        [challengeId, factor.id],
      )
    : null;
  const row = challenge?.rows[0];
  if (!row)
    throw new AuthError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (row.verified_at || Date.now() - row.created_at.getTime() > CHALLENGE_LIFETIME_S * 1000) {
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (!factor.secret || !verifyTotp(factor.secret, code)) {
    ctx.attempts.fail('totp', client);
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  await ctx.db.auth.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
  await ctx.db.auth.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
    [factor.id],
  );
  await ctx.db.auth.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [caller.sessionId, factor.id],
  );
  await addAuthMethod(ctx.db.auth, caller.sessionId, 'totp');
  return reissueSession(ctx, caller.user, caller.sessionId);
}

export async function challengeFactor(
  ctx: BackendContext,
  factor: FactorRow,
  client: string,
): Promise<unknown> {
  const challenge = await ctx.db.auth.query<{ id: string; created_at: Date }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values (gen_random_uuid(), $1, now(), $2) returning id, created_at`,
    [factor.id, client],
  );
  await ctx.db.auth.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
    factor.id,
  ]);
  const row = challenge.rows[0];
  return {
    id: row?.id,
    type: 'totp',
    expires_at: Math.floor((row?.created_at.getTime() ?? Date.now()) / 1000) + CHALLENGE_LIFETIME_S,
  };
}

/** GoTrue: a verified factor goes only from an aal2 session; sessions it had raised fall back to aal1. */
export async function unenrolFactor(
  ctx: BackendContext,
  caller: Caller,
  factor: FactorRow,
): Promise<unknown> {
  if (factor.status === 'verified' && caller.aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.db.auth.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  await ctx.db.auth.query(`update auth.sessions set aal = 'aal1' where factor_id is null and user_id = $1`, [
    caller.user.id,
  ]);
  return { id: factor.id };
}
