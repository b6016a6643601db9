// auth.users rows and their JSON shape as GoTrue returns it (user_metadata, app_metadata, identities,
// factors), plus user creation shared by sign-up, the admin API and the local demo accounts.
import type pg from 'pg';
import { randomBytes } from 'node:crypto';
import { hashPassword } from './passwords.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  /** The address an e-mail change waits to confirm ('' or null when none). */
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  invited_at: Date | null;
  deleted_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  phone: string | null;
  is_anonymous: boolean;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
}

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

const iso = (value: Date | null): string | undefined => (value ? value.toISOString() : undefined);

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return result.rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>('select * from auth.users where lower(email) = lower($1)', [email]);
  return result.rows[0] ?? null;
}

/**
 * Inserts a user and its email identity as GoTrue does. `userMetadata` is stored as given (GoTrue's NewUser);
 * `confirmed` is GoTrue's Confirm, which also writes user_metadata.email_verified = true. Without a password
 * the user gets a random one, as the admin API, invites and OTP sign-ups do.
 */
export async function createUser(
  db: Queryable,
  input: {
    email: string;
    password?: string;
    userMetadata?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    confirmed: boolean;
    id?: string;
    role?: string;
    invited?: boolean;
  },
): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  const encrypted = await hashPassword(input.password ?? randomBytes(48).toString('base64url'));
  const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  const userMetadata = {
    ...(input.userMetadata ?? {}),
    ...(input.confirmed ? { email_verified: true } : {}),
  };
  const result = await db.query<UserRow>(
    // GoTrue supplies every value itself: auth.users has no defaults for id, aud, role or the timestamps.
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, confirmation_sent_at, invited_at, created_at,
                             updated_at)
     values ('00000000-0000-0000-0000-000000000000', coalesce($6::uuid, gen_random_uuid()), 'authenticated',
             coalesce($7, 'authenticated'), $1, $2, case when $3 then now() end, $4, $5,
             case when $3 then null else now() end, case when $8 then now() end, now(), now())
     returning *`,
    [
      email,
      encrypted,
      input.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata),
      input.id ?? null,
      input.role ?? null,
      input.invited === true,
    ],
  );
  const user = result.rows[0];
  if (!user) throw new Error('insert into auth.users returned no row');
  const identityData = { sub: user.id, email, email_verified: false, phone_verified: false };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [user.id, user.id, JSON.stringify(identityData)],
  );
  return user;
}

/** GoTrue's Confirm: email_confirmed_at, user_metadata.email_verified = true, the user's one-time tokens gone. */
export async function confirmUser(db: Queryable, user: UserRow): Promise<UserRow> {
  const updated = await db.query<UserRow>(
    `update auth.users set email_confirmed_at = now(), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1 returning *`,
    [user.id],
  );
  await db.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
  return updated.rows[0] ?? user;
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: keys merged in, a null value removes its key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The user object GoTrue returns from /user, /signup and inside sessions. */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const [identities, factors] = await Promise.all([
    db.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [user.id]),
    db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [user.id]),
  ]);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    invited_at: iso(user.invited_at),
    app_metadata: user.raw_app_meta_data ?? {},
    // Stored as GoTrue stores it: what sign-up or the admin API wrote, nothing added on the way out.
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: { ...identity.identity_data, email_verified: user.email_confirmed_at !== null },
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  // GoTrue's User: new_email and email_change_sent_at are omitted when empty.
  if (user.email_change) json.new_email = user.email_change;
  if (user.email_change_sent_at) json.email_change_sent_at = iso(user.email_change_sent_at);
  if (user.banned_until) json.banned_until = iso(user.banned_until);
  if (user.deleted_at) json.deleted_at = iso(user.deleted_at);
  if (factors.rows.length > 0) {
    json.factors = factors.rows.map((factor) => ({
      id: factor.id,
      friendly_name: factor.friendly_name ?? '',
      factor_type: factor.factor_type,
      status: factor.status,
      created_at: iso(factor.created_at),
      updated_at: iso(factor.updated_at),
    }));
  }
  return json;
}
