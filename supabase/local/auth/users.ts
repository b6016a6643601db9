// auth.users rows and their JSON shape as GoTrue returns it (user_metadata, app_metadata, identities,
// factors), plus user creation shared by sign-up, the admin API and the local demo accounts.
import type pg from 'pg';
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
  last_sign_in_at: Date | null;
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

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 255;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return result.rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>('select * from auth.users where lower(email) = lower($1)', [email]);
  return result.rows[0] ?? null;
}

export async function createUser(
  db: Queryable,
  input: {
    email: string;
    password: string;
    userMetadata?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    confirmed: boolean;
  },
): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  const encrypted = await hashPassword(input.password);
  const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  const result = await db.query<UserRow>(
    // GoTrue supplies every value itself: auth.users has no defaults for id, aud, role or the timestamps.
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, confirmation_sent_at, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, $2,
             case when $3 then now() end, $4, $5, case when $3 then null else now() end, now(), now())
     returning *`,
    [
      email,
      encrypted,
      input.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(input.userMetadata ?? {}),
    ],
  );
  const user = result.rows[0];
  if (!user) throw new Error('insert into auth.users returned no row');
  const identityData = { sub: user.id, email, email_verified: input.confirmed, phone_verified: false };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [user.id, user.id, JSON.stringify(identityData)],
  );
  return user;
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
    app_metadata: user.raw_app_meta_data,
    user_metadata: {
      ...user.raw_user_meta_data,
      email: user.email ?? undefined,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
      sub: user.id,
    },
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
