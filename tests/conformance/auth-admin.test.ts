// Supabase Auth's admin API (GoTrue internal/api/admin.go) through supabase-js's auth.admin and raw fetch:
// createUser's validation and what it stores, listUsers' pages and headers, getUserById, updateUserById,
// deleteUser (hard and soft) and the admin MFA factors.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDbUrl, makeClient, serviceClient, uniqueEmail, type Client } from '../integration/helpers';
import { adminFetch, authFetch, confirmedUser } from './auth-helpers';

let service: Client;
let db: pg.Pool;

beforeAll(() => {
  service = serviceClient();
  db = new pg.Pool({ connectionString: adminDbUrl(), max: 2 });
});

afterAll(async () => {
  await db.end();
});

describe('admin.createUser', () => {
  it('stores user_metadata as given: no email, no email_verified without email_confirm', async () => {
    const email = uniqueEmail('plain');
    const { data, error } = await service.auth.admin.createUser({
      email,
      password: 'a-password-1',
      user_metadata: { full_name: 'Plain User' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Plain User' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    const stored = await db.query<{ raw_user_meta_data: unknown }>(
      'select raw_user_meta_data from auth.users where id = $1',
      [data.user?.id],
    );
    expect(stored.rows[0]?.raw_user_meta_data).toEqual({ full_name: 'Plain User' });
  });

  it('with email_confirm, GoTrue Confirm adds email_verified (and only that) to user_metadata', async () => {
    const { data, error } = await service.auth.admin.createUser({
      email: uniqueEmail('confirmed'),
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ email_verified: true });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.identities?.[0]?.provider).toBe('email');
  });

  it.each([
    ['not-an-email', 'Unable to validate email address: invalid format'],
    [' padded@example.test', 'Unable to validate email address: invalid format'],
    ['two@@example.test', 'Unable to validate email address: invalid format'],
    [`${'x'.repeat(250)}@example.test`, 'An email address is too long'],
  ])('refuses %j with 400 validation_failed as GoTrue validateEmail', async (email, message) => {
    const { error } = await service.auth.admin.createUser({ email, password: 'a-password-1' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe(message);
  });

  it('accepts what checkmail accepts (no top-level domain needed) and lower-cases it', async () => {
    const local = `Dotless-${randomUUID().slice(0, 6)}`;
    const { data, error } = await service.auth.admin.createUser({ email: `${local}@LOCALHOST` });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(`${local.toLowerCase()}@localhost`);
  });

  it('needs an email or phone, and refuses a registered email with 422 email_exists', async () => {
    const missing = await adminFetch('/admin/users', { method: 'POST', body: { password: 'a-password-1' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 'validation_failed',
      message: 'Cannot create a user without either an email or phone',
    });
    const user = await confirmedUser('dup');
    const { error } = await service.auth.admin.createUser({ email: user.email.toUpperCase() });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    expect(error?.message).toBe('A user with this email address has already been registered');
  });

  it('is refused to a non-admin token with 403 not_admin', async () => {
    const answer = await authFetch('/admin/users', { method: 'POST', body: { email: uniqueEmail() } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});

describe('admin.listUsers', () => {
  it('pages with GoTrue Link and X-Total-Count headers, newest first', async () => {
    for (let i = 0; i < 3; i += 1) await confirmedUser('page');
    const all = await adminFetch('/admin/users?page=1&per_page=2');
    expect(all.status).toBe(200);
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const last = Math.ceil(total / 2);
    expect(all.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${last}&per_page=2>; rel="last"`,
    );
    expect(all.body.aud).toBe('authenticated');
    const users = all.body.users as { created_at: string }[];
    expect(users).toHaveLength(2);
    expect(users[0]!.created_at >= users[1]!.created_at).toBe(true);

    const onLast = await adminFetch(`/admin/users?page=${last}&per_page=2`);
    expect(onLast.headers.get('link')).toBe(`</admin/users?page=${last}&per_page=2>; rel="last"`);

    const { data, error } = await service.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    const pages = data as { total?: number; lastPage?: number; nextPage?: number };
    expect(pages.total).toBe(total);
    // auth-js reads the first digit of each Link page number, as hosted answers are read too.
    expect(pages.lastPage).toBe(Number(String(last).slice(0, 1)));
    expect(pages.nextPage).toBe(2);
  });

  it('defaults to 50 per page and refuses bad pagination with 400 validation_failed', async () => {
    const { data } = await service.auth.admin.listUsers();
    expect(data.users.length).toBeLessThanOrEqual(50);
    const bad = await adminFetch('/admin/users?page=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax',
    });
    const zero = await adminFetch('/admin/users?per_page=0');
    expect(zero.body.message).toBe('Bad Pagination Parameters: per_page must be greater than 0');
    const huge = await adminFetch('/admin/users?per_page=1001');
    expect(huge.body.message).toBe('Bad Pagination Parameters: per_page must not exceed 1000');
  });

  it('filters on email and full_name as GoTrue does', async () => {
    const marker = `filt${randomUUID().slice(0, 6)}`;
    const user = await confirmedUser(marker);
    const answer = await adminFetch(`/admin/users?filter=${marker}`);
    expect((answer.body.users as { id: string }[]).map((entry) => entry.id)).toEqual([user.id]);
    expect(answer.headers.get('x-total-count')).toBe('1');
  });
});

describe('admin.getUserById / updateUserById', () => {
  it('reads a user, 404 user_not_found for an unknown id, 404 validation_failed for a bad one', async () => {
    const user = await confirmedUser('get', { full_name: 'Get Me' });
    const { data, error } = await service.auth.admin.getUserById(user.id);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    const unknown = await service.auth.admin.getUserById(randomUUID());
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
    expect(unknown.error?.message).toBe('User not found');
    const bad = await adminFetch('/admin/users/not-a-uuid');
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });
  });

  it('merges metadata (null removes a key), sets the password, email and a ban', async () => {
    const user = await confirmedUser('upd', { full_name: 'Before', locale: 'fr' });
    const newEmail = uniqueEmail('moved');
    const { data, error } = await service.auth.admin.updateUserById(user.id, {
      email: newEmail,
      password: 'another-password-1',
      user_metadata: { full_name: 'After', locale: null },
      app_metadata: { plan: 'gold' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.user_metadata).toEqual({ full_name: 'After', email_verified: true });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'gold' });
    const signIn = await makeClient().auth.signInWithPassword({
      email: newEmail,
      password: 'another-password-1',
    });
    expect(signIn.error).toBeNull();

    const banned = await service.auth.admin.updateUserById(user.id, { ban_duration: '1h' });
    expect(banned.error).toBeNull();
    expect(Date.parse(String((banned.data.user as { banned_until?: string }).banned_until))).toBeGreaterThan(
      Date.now() + 59 * 60_000,
    );
    const refused = await makeClient().auth.signInWithPassword({
      email: newEmail,
      password: 'another-password-1',
    });
    expect(refused.error?.code).toBe('user_banned');
    const lifted = await service.auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    expect((lifted.data.user as { banned_until?: string }).banned_until).toBeUndefined();
  });

  it('refuses a bad ban duration, a short password and a bad email as GoTrue does', async () => {
    const user = await confirmedUser('updbad');
    const ban = await service.auth.admin.updateUserById(user.id, { ban_duration: 'forever' });
    expect(ban.error?.status).toBe(400);
    expect(ban.error?.message).toBe('invalid format for ban duration: time: invalid duration "forever"');
    const weak = await service.auth.admin.updateUserById(user.id, { password: 'short' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const email = await service.auth.admin.updateUserById(user.id, { email: 'nope' });
    expect(email.error?.code).toBe('validation_failed');
  });
});

describe('admin.deleteUser', () => {
  it('hard-deletes the user with its sessions and identities', async () => {
    const user = await confirmedUser('del');
    await makeClient().auth.signInWithPassword({ email: user.email, password: user.password });
    const { error } = await service.auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    const left = await db.query(
      `select (select count(*) from auth.users where id = $1)::int as users,
              (select count(*) from auth.sessions where user_id = $1)::int as sessions,
              (select count(*) from auth.identities where user_id = $1)::int as identities`,
      [user.id],
    );
    expect(left.rows[0]).toEqual({ users: 0, sessions: 0, identities: 0 });
    const again = await service.auth.admin.deleteUser(user.id);
    expect(again.error?.status).toBe(404);
    expect(again.error?.code).toBe('user_not_found');
  });

  it('soft-deletes as GoTrue SoftDeleteUser: row kept, identifiers hashed, sessions gone, no sign-in', async () => {
    const user = await confirmedUser('soft', { full_name: 'Soft' });
    const client = makeClient();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const { error } = await service.auth.admin.deleteUser(user.id, true);
    expect(error).toBeNull();
    const row = await db.query<{
      email: string;
      encrypted_password: string | null;
      deleted_at: Date | null;
      raw_user_meta_data: unknown;
      raw_app_meta_data: unknown;
    }>('select * from auth.users where id = $1', [user.id]);
    const stored = row.rows[0];
    expect(stored?.deleted_at).toBeInstanceOf(Date);
    expect(stored?.email).not.toContain('@');
    expect(stored?.encrypted_password).toBeNull();
    expect(stored?.raw_user_meta_data).toEqual({});
    expect(stored?.raw_app_meta_data).toEqual({});
    const sessions = await db.query('select 1 from auth.sessions where user_id = $1', [user.id]);
    expect(sessions.rowCount).toBe(0);
    const identities = await db.query<{ identity_data: unknown; provider_id: string }>(
      'select identity_data, provider_id from auth.identities where user_id = $1',
      [user.id],
    );
    expect(identities.rows[0]?.identity_data).toEqual({});
    expect(identities.rows[0]?.provider_id).not.toBe(user.id);
    const signIn = await makeClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signIn.error?.code).toBe('invalid_credentials');
    expect((await client.auth.getUser()).error).not.toBeNull();
    const read = await service.auth.admin.getUserById(user.id);
    expect((read.data.user as { deleted_at?: string } | null)?.deleted_at).toEqual(expect.any(String));
    expect((await service.auth.admin.deleteUser(user.id, true)).error).toBeNull();
  });
});

describe('admin.mfa', () => {
  it('lists and deletes a user factor, 404 mfa_factor_not_found after', async () => {
    const user = await confirmedUser('mfa');
    const client = makeClient();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
    expect(enrolled.error).toBeNull();
    const listed = await service.auth.admin.mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((factor) => factor.id)).toEqual([enrolled.data?.id]);
    // GoTrue answers the deleted factor (auth-js wraps it once more, as data.data).
    const deleted = await adminFetch(`/admin/users/${user.id}/factors/${enrolled.data?.id ?? ''}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: enrolled.data?.id, factor_type: 'totp', status: 'unverified' });
    expect((await service.auth.admin.mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    const again = await service.auth.admin.mfa.deleteFactor({ userId: user.id, id: enrolled.data?.id ?? '' });
    expect(again.error?.status).toBe(404);
    expect(again.error?.code).toBe('mfa_factor_not_found');
  });
});
