// GoTrue's admin user endpoints (internal/api/admin.go): list (paged, Link and X-Total-Count headers), get,
// create, update and delete (hard, or soft with should_soft_delete), with GoTrue's validation and errors.
import { createHash } from 'node:crypto';
import type { BackendContext } from '../context.ts';
import { type Body, str } from './caller.ts';
import { validateEmail } from './emails.ts';
import { AuthError, badRequest, databaseError } from './errors.ts';
import { parseGoDuration } from './go-duration.ts';
import { hashPassword } from './passwords.ts';
import { isRecord } from '../json.ts';
import { checkPassword, UUID } from './request.ts';
import { notImplemented } from './unsupported.ts';
import {
  confirmUser,
  createUser,
  findUserByEmail,
  findUserById,
  mergeMetadata,
  userJson,
  type UserRow,
} from './users.ts';

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;
const AUDIENCE = 'authenticated';

/** GoTrue's loadUser: the id must be a UUID (404 validation_failed), an unknown one is 404 user_not_found. */
export async function loadUser(ctx: BackendContext, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db.auth, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** Go's strconv.ParseUint wording, as GoTrue's "Bad Pagination Parameters" repeats it. */
function pageParam(raw: string | null, fallback: number, name: string, max: number): number {
  if (raw === null || raw === '') return fallback;
  const fail = (reason: string) => badRequest(`Bad Pagination Parameters: ${reason}`);
  if (!/^\d+$/.test(raw)) throw fail(`strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value))
    throw fail(`strconv.ParseUint: parsing ${JSON.stringify(raw)}: value out of range`);
  if (value === 0) throw fail(`${name} must be greater than 0`);
  if (name === 'page' && value > max) throw fail('page exceeds maximum allowed value');
  if (name === 'per_page' && value > max) throw fail(`per_page must not exceed ${max}`);
  return value;
}

/** Go's url.Values.Encode: keys sorted, QueryEscape (space as +, everything but A-Za-z0-9-_.~ escaped). */
function goQuery(params: URLSearchParams): string {
  const escape = (text: string): string =>
    encodeURIComponent(text)
      .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+');
  const keys = [...new Set(params.keys())].sort();
  return keys
    .flatMap((key) => params.getAll(key).map((value) => `${escape(key)}=${escape(value)}`))
    .join('&');
}

export async function listUsers(
  ctx: BackendContext,
  url: URL,
): Promise<{ body: unknown; headers: Record<string, string> }> {
  const page = pageParam(url.searchParams.get('page'), 1, 'page', 2 ** 31 - 1);
  const perPage = pageParam(url.searchParams.get('per_page'), DEFAULT_PER_PAGE, 'per_page', MAX_PER_PAGE);
  const sort = url.searchParams.get('sort');
  let direction = 'desc';
  if (sort) {
    const [field, dir = 'asc'] = sort.trim().split(/\s+/);
    if (field !== 'created_at')
      throw badRequest(`Bad Sort Parameters: ${field ?? ''} is not a valid sort field`);
    if (dir !== 'asc' && dir !== 'desc')
      throw badRequest(`Bad Sort Parameters: ${dir} is not a valid sort direction`);
    direction = dir;
  }
  const filter = url.searchParams.get('filter');
  const values: unknown[] = [AUDIENCE];
  let where = `instance_id = '00000000-0000-0000-0000-000000000000' and aud = $1`;
  if (filter) {
    values.push(`%${filter}%`);
    where += ` and (email like $2 or raw_user_meta_data->>'full_name' ilike $2)`;
  }
  const count = await ctx.db.auth.query<{ n: string }>(
    `select count(*) as n from auth.users where ${where}`,
    values,
  );
  const total = Number(count.rows[0]?.n ?? 0);
  const rows = await ctx.db.auth.query<UserRow>(
    `select * from auth.users where ${where} order by created_at ${direction}, id
     limit ${perPage} offset ${(page - 1) * perPage}`,
    values,
  );
  const users = await Promise.all(rows.rows.map((row) => userJson(ctx.db.auth, row)));
  // GoTrue's AddPaginationHeaders, on the path it is served at behind the gateway (/admin/users).
  const totalPages = Math.max(Math.ceil(total / perPage), 1);
  const query = new URLSearchParams(url.searchParams);
  let link = '';
  if (totalPages > page) {
    query.set('page', String(page + 1));
    link += `</admin/users?${goQuery(query)}>; rel="next", `;
  }
  query.set('page', String(totalPages));
  link += `</admin/users?${goQuery(query)}>; rel="last"`;
  return {
    body: { users, aud: AUDIENCE },
    headers: { Link: link, 'X-Total-Count': String(total) },
  };
}

function banUntil(raw: unknown): Date | null | undefined {
  const text = str(raw);
  if (!text) return undefined;
  if (text === 'none') return null;
  const ms = parseGoDuration(text);
  if (typeof ms === 'string') throw badRequest(`invalid format for ban duration: ${ms}`);
  return ms === 0 ? null : new Date(Date.now() + ms);
}

export async function adminCreateUser(ctx: BackendContext, body: Body): Promise<unknown> {
  const rawEmail = str(body.email) ?? '';
  if (str(body.phone)) throw phoneNotSupported();
  if (!rawEmail) throw badRequest('Cannot create a user without either an email or phone');
  const email = validateEmail(rawEmail);
  if (await findUserByEmail(ctx.db.auth, email)) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
  const password = str(body.password);
  if (password !== undefined && str(body.password_hash))
    throw badRequest('Only a password or a password hash should be provided');
  if (str(body.password_hash))
    throw new AuthError(
      501,
      'not_implemented',
      'Importing password hashes (password_hash) is not supported by the local backend',
    );
  if (password && Buffer.byteLength(password) > 72)
    throw badRequest('bcrypt: password length exceeds 72 bytes');
  const id = str(body.id);
  if (id !== undefined && id !== '') {
    if (!UUID.test(id)) throw badRequest('ID must conform to the uuid v4 format');
    if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id)) throw badRequest('ID cannot be a nil uuid');
  }
  const banned = banUntil(body.ban_duration);
  try {
    let user = await createUser(ctx.db.auth, {
      email,
      password: password || undefined,
      userMetadata: isRecord(body.user_metadata) ? body.user_metadata : {},
      appMetadata: isRecord(body.app_metadata) ? body.app_metadata : {},
      confirmed: body.email_confirm === true,
      id: id || undefined,
      role: str(body.role) || undefined,
    });
    if (banned) {
      const updated = await ctx.db.auth.query<UserRow>(
        'update auth.users set banned_until = $2 where id = $1 returning *',
        [user.id, banned],
      );
      user = updated.rows[0] ?? user;
    }
    return userJson(ctx.db.auth, user);
  } catch (error) {
    throw databaseError(error, 'Database error creating new user');
  }
}

export async function adminUpdateUser(ctx: BackendContext, user: UserRow, body: Body): Promise<unknown> {
  const email = str(body.email) ? validateEmail(body.email) : undefined;
  if (str(body.phone)) throw phoneNotSupported();
  const banned = banUntil(body.ban_duration);
  const password =
    body.password === undefined || body.password === null ? undefined : checkPassword(ctx, body.password);
  const client = await ctx.db.auth.connect();
  try {
    await client.query('begin');
    let row = user;
    const set = async (sql: string, values: unknown[]) => {
      const result = await client.query<UserRow>(
        `update auth.users set ${sql}, updated_at = now() where id = $1 returning *`,
        [row.id, ...values],
      );
      row = result.rows[0] ?? row;
    };
    if (str(body.role)) await set('role = $2', [body.role]);
    if (body.email_confirm === true) row = await confirmUser(client, row);
    if (password !== undefined) await set('encrypted_password = $2', [await hashPassword(password)]);
    if (email !== undefined) {
      await client.query(
        `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
         where user_id = $1 and provider = 'email'`,
        [row.id, JSON.stringify({ email, email_verified: body.email_confirm === true })],
      );
      await set('email = $2', [email]);
    }
    if (isRecord(body.app_metadata))
      await set('raw_app_meta_data = $2', [
        JSON.stringify(mergeMetadata(row.raw_app_meta_data, body.app_metadata)),
      ]);
    if (isRecord(body.user_metadata))
      await set('raw_user_meta_data = $2', [
        JSON.stringify(mergeMetadata(row.raw_user_meta_data, body.user_metadata)),
      ]);
    if (banned !== undefined) await set('banned_until = $2', [banned]);
    await client.query('commit');
    return await userJson(ctx.db.auth, row);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw databaseError(error, 'Error updating user');
  } finally {
    client.release();
  }
}

/** GoTrue's obfuscateValue: base64url(sha256(user id + value)), unpadded. */
const obfuscate = (id: string, value: string): string =>
  createHash('sha256')
    .update(id + value)
    .digest('base64url');

export async function adminDeleteUser(ctx: BackendContext, user: UserRow, body: Body): Promise<void> {
  if (body.should_soft_delete !== true) {
    await ctx.db.auth.query('delete from auth.users where id = $1', [user.id]).catch((error: unknown) => {
      throw databaseError(error, 'Database error deleting user');
    });
    return;
  }
  if (user.deleted_at) return;
  // GoTrue's SoftDeleteUser and SoftDeleteUserIdentities: the row stays with its identifying fields hashed,
  // no password, empty metadata, deleted_at set; its factors, sessions and refresh tokens are deleted.
  const client = await ctx.db.auth.connect();
  try {
    await client.query('begin');
    await client.query(
      `update auth.users set email = $2, phone = $3, email_change = $4, phone_change = $5,
         encrypted_password = null, confirmation_token = '', recovery_token = '', email_change_token_current = '',
         email_change_token_new = '', phone_change_token = '', deleted_at = now(), raw_user_meta_data = '{}',
         raw_app_meta_data = '{}', updated_at = now()
       where id = $1`,
      [
        user.id,
        obfuscate(user.id, user.email ?? ''),
        obfuscate(user.id, user.phone ?? '').slice(0, 15),
        obfuscate(user.id, ''),
        obfuscate(user.id, '').slice(0, 15),
      ],
    );
    await client.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
    const identities = await client.query<{ id: string; provider: string; provider_id: string }>(
      'select id, provider, provider_id from auth.identities where user_id = $1',
      [user.id],
    );
    for (const identity of identities.rows) {
      await client.query(`update auth.identities set identity_data = '{}', provider_id = $2 where id = $1`, [
        identity.id,
        obfuscate(user.id, `${identity.provider}:${identity.provider_id}`),
      ]);
    }
    await client.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    await client.query('delete from auth.sessions where user_id = $1', [user.id]);
    await client.query('delete from auth.refresh_tokens where user_id = $1', [user.id]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw databaseError(error, 'Error soft deleting user');
  } finally {
    client.release();
  }
}

export const phoneNotSupported = (): AuthError => notImplemented('Phone auth (phone numbers, SMS)');
