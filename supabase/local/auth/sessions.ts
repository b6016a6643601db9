// Sessions as GoTrue keeps them: a session row (aal, factor), its authentication methods (amr), and a chain
// of single-use refresh tokens; access tokens are short-lived HS256 JWTs carrying aal, amr and session_id.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { BackendContext } from '../context.ts';
import { signJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  factor_id: string | null;
}

interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  updated_at: Date;
}

export type AuthMethod =
  'password' | 'otp' | 'recovery' | 'totp' | 'email/signup' | 'magiclink' | 'invite' | 'email_change';

const newRefreshToken = (): string => randomBytes(18).toString('base64url');

async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function addAuthMethod(db: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, authentication_method, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, now(), now())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The token response of /token, /verify and /factors/:id/verify. */
export async function sessionResponse(
  ctx: BackendContext,
  db: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const amr = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [session.id],
  );
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ctx.auth.jwtExpiry;
  const accessToken = signJwt(
    {
      aud: user.aud,
      exp: expiresAt,
      iat: now,
      iss: `${ctx.url}/auth/v1`,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role,
      aal: session.aal,
      amr: amr.rows,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.keys.signing,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.auth.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

export async function createSession(
  ctx: BackendContext,
  user: UserRow,
  method: AuthMethod,
  userAgent: string | undefined,
): Promise<Record<string, unknown>> {
  return withTransaction(ctx.db.auth, async (client) => {
    const session = await client.query<SessionRow>(
      `insert into auth.sessions (id, user_id, user_agent, aal, refreshed_at, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, 'aal1', now(), now(), now())
       returning id, user_id, aal, factor_id`,
      [user.id, userAgent ?? null],
    );
    const row = session.rows[0];
    if (!row) throw new Error('insert into auth.sessions returned no row');
    await addAuthMethod(client, row.id, method);
    const token = newRefreshToken();
    await client.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, revoked, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, false, now(), now())`,
      [token, user.id, row.id],
    );
    const updated = await client.query<UserRow>(
      'update auth.users set last_sign_in_at = now() where id = $1 returning *',
      [user.id],
    );
    return sessionResponse(ctx, client, updated.rows[0] ?? user, row, token);
  });
}

/** Issues a new refresh token in an existing session (after MFA or reauthentication) and revokes the others. */
export async function reissueSession(
  ctx: BackendContext,
  user: UserRow,
  sessionId: string,
): Promise<Record<string, unknown>> {
  return withTransaction(ctx.db.auth, async (client) => {
    const session = await client.query<SessionRow>(
      'select id, user_id, aal, factor_id from auth.sessions where id = $1',
      [sessionId],
    );
    const row = session.rows[0];
    if (!row)
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const previous = await client.query<{ token: string }>(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
       where session_id = $1 and not revoked returning token`,
      [sessionId],
    );
    const token = newRefreshToken();
    await client.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false, now(), now())`,
      [token, user.id, sessionId, previous.rows[0]?.token ?? null],
    );
    return sessionResponse(ctx, client, user, row, token);
  });
}

/**
 * grant_type=refresh_token. A token is used once; presenting it again within the reuse interval returns the
 * session's current token (two tabs refreshing at once), after it the session is revoked as GoTrue does.
 */
export async function refreshSession(ctx: BackendContext, token: string): Promise<Record<string, unknown>> {
  const outcome = await withTransaction(ctx.db.auth, async (client) => {
    const found = await client.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where token = $1 for update',
      [token],
    );
    const current = found.rows[0];
    if (!current) return { error: 'not_found' as const };
    const session = await client.query<SessionRow>(
      'select id, user_id, aal, factor_id from auth.sessions where id = $1 for update',
      [current.session_id],
    );
    const sessionRow = session.rows[0];
    if (!sessionRow) return { error: 'not_found' as const };
    const user = await findUserById(client, current.user_id);
    if (!user) return { error: 'not_found' as const };
    if (user.banned_until && user.banned_until.getTime() > Date.now()) return { error: 'banned' as const };

    if (current.revoked) {
      const usedFor = Date.now() - current.updated_at.getTime();
      if (usedFor <= ctx.auth.refreshTokenReuseInterval * 1000) {
        const active = await client.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
          [current.session_id],
        );
        const activeToken = active.rows[0]?.token;
        if (activeToken)
          return { response: await sessionResponse(ctx, client, user, sessionRow, activeToken) };
      }
      // A stolen token replayed late: end the whole session.
      await client.query('delete from auth.sessions where id = $1', [current.session_id]);
      return { error: 'reused' as const };
    }

    await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      current.id,
    ]);
    const next = newRefreshToken();
    await client.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false, now(), now())`,
      [next, user.id, current.session_id, current.token],
    );
    await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      current.session_id,
    ]);
    return { response: await sessionResponse(ctx, client, user, sessionRow, next) };
  });
  if (outcome.response) return outcome.response;
  switch (outcome.error) {
    case 'banned':
      throw new AuthError(400, 'user_banned', 'User is banned');
    case 'reused':
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    default:
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
}

export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others')
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}
