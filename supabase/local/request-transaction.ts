// One API request's transaction as PostgREST runs it: SET LOCAL ROLE to the verified role, the role's own
// settings, the search path, then the JWT claims and request facts as settings that RLS and auth.uid() read.
import type pg from 'pg';
import { isApiRole, type ApiRole } from './api-roles.ts';

/**
 * Settings of the roles `authenticator` can become, as PostgREST reads them (Config/Database.hs
 * queryRoleSettings): only parameters a user may set, applied with set_config(..., true) after SET ROLE.
 */
const ROLE_SETTINGS_SQL = `
  with role_setting as (
    select r.rolname, unnest(r.rolconfig) as setting
    from pg_auth_members m join pg_roles r on r.oid = m.roleid
    where m.member = current_user::regrole::oid
  ), kv as (
    select rolname, substr(setting, 1, strpos(setting, '=') - 1) as key,
           lower(substr(setting, strpos(setting, '=') + 1)) as value
    from role_setting
  )
  select kv.rolname, kv.key, kv.value
  from kv join pg_settings ps on ps.name = kv.key
   and (ps.context = 'user' or has_parameter_privilege(current_user::regrole::oid, ps.name, 'set'))
  where kv.key <> 'default_transaction_isolation'
  order by kv.rolname, kv.key`;

type RoleSettings = Map<string, [string, string][]>;
const roleSettingsByPool = new WeakMap<pg.Pool, RoleSettings>();

/** Reads the API roles' settings again (after a migration may have changed them), as PostgREST reloads its config. */
export async function loadRoleSettings(api: pg.Pool): Promise<void> {
  const result = await api.query<{ rolname: string; key: string; value: string }>(ROLE_SETTINGS_SQL);
  const settings: RoleSettings = new Map();
  for (const row of result.rows)
    settings.set(row.rolname, [...(settings.get(row.rolname) ?? []), [row.key, row.value]]);
  roleSettingsByPool.set(api, settings);
}

export interface RequestContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  /** GET and HEAD run read-only, as PostgREST runs them. */
  readOnly?: boolean;
  /** Request headers for request.headers (PostgREST sets it; SQL reads x-forwarded-for from it). */
  headers?: Record<string, string>;
}

/** Thrown inside a request transaction to roll back what it wrote; `reason` is what the caller then sees. */
export class Rollback extends Error {
  constructor(readonly reason: Error) {
    super(reason.message);
  }
}

/**
 * Runs `work` in one transaction as PostgREST does: SET LOCAL ROLE to the verified role and the JWT claims
 * in request.jwt.claims, so RLS policies and auth.uid() see exactly what they see on Supabase.
 */
export async function withRequestTransaction<T>(
  pool: pg.Pool,
  context: RequestContext,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  if (!isApiRole(context.role)) throw new Error(`Refusing to run as role ${String(context.role)}`);
  const client = await pool.connect();
  let broken = false;
  try {
    // The role is one of three fixed names (checked above), so it can be spelt into the statement.
    await client.query(`begin${context.readOnly ? ' read only' : ''}; set local role ${context.role}`);
    const sub = typeof context.claims.sub === 'string' ? context.claims.sub : '';
    const settings: [string, string][] = [
      // PostgREST applies the impersonated role's own settings (statement_timeout ...) after SET ROLE,
      ...(roleSettingsByPool.get(pool)?.get(context.role) ?? []),
      // then the search path it sets on Supabase (db-schemas public, db-extra-search-path public, extensions)
      ['search_path', '"public", "extensions"'],
      // and the request's claims and headers.
      ['request.jwt.claims', JSON.stringify(context.claims)],
      ['request.jwt.claim.sub', sub],
      ['request.jwt.claim.role', context.role],
      ['request.method', context.method],
      ['request.path', context.path],
      ['request.headers', JSON.stringify(context.headers ?? {})],
    ];
    // One round trip, in that order (unnest yields its rows in array order).
    await client.query(
      'select set_config(key, value, true) from unnest($1::text[], $2::text[]) as s(key, value)',
      [settings.map(([key]) => key), settings.map(([, value]) => value)],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
    } catch {
      broken = true;
    }
    throw error instanceof Rollback ? error.reason : error;
  } finally {
    client.release(broken);
  }
}
