// The database is set up as a hosted project sets it up (supabase/postgres): migrations run as `postgres`,
// which is not a superuser and does not own the auth and storage tables; the API roles inherit as on hosted.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDbUrl, ownerDbUrl } from './helpers';

let owner: pg.Client;
let admin: pg.Client;

beforeAll(async () => {
  owner = new pg.Client({ connectionString: ownerDbUrl() });
  admin = new pg.Client({ connectionString: adminDbUrl() });
  await Promise.all([owner.connect(), admin.connect()]);
});

afterAll(async () => {
  await Promise.all([owner?.end(), admin?.end()]);
});

/** Runs `sql` as postgres in a transaction that is always rolled back; resolves to the error, if any. */
async function asPostgres(sql: string): Promise<{ code?: string; message: string } | null> {
  await owner.query('begin');
  try {
    await owner.query(sql);
    return null;
  } catch (error) {
    return error as { code?: string; message: string };
  } finally {
    await owner.query('rollback');
  }
}

interface RoleRow {
  rolname: string;
  rolsuper: boolean;
  rolinherit: boolean;
  rolcreaterole: boolean;
  rolcreatedb: boolean;
  rolcanlogin: boolean;
  rolreplication: boolean;
  rolbypassrls: boolean;
  rolconfig: string[] | null;
}

async function role(name: string): Promise<RoleRow> {
  const result = await admin.query<RoleRow>('select * from pg_roles where rolname = $1', [name]);
  const row = result.rows[0];
  if (!row) throw new Error(`role ${name} does not exist`);
  return row;
}

const attributes = (row: RoleRow) => ({
  super: row.rolsuper,
  inherit: row.rolinherit,
  createrole: row.rolcreaterole,
  createdb: row.rolcreatedb,
  login: row.rolcanlogin,
  replication: row.rolreplication,
  bypassrls: row.rolbypassrls,
});

describe('roles as on a hosted project (supabase/postgres roles.out)', () => {
  it('connects the fixtures as postgres, which is not a superuser, and keeps the superuser apart', async () => {
    const who = await owner.query<{ user: string; superuser: string }>(
      `select current_user as user, current_setting('is_superuser') as superuser`,
    );
    expect(who.rows[0]).toEqual({ user: 'postgres', superuser: 'off' });
    expect(attributes(await role('supabase_admin'))).toMatchObject({ super: true, login: true });
  });

  it('gives each role the attributes hosted gives it', async () => {
    expect(attributes(await role('postgres'))).toEqual({
      super: false,
      inherit: true,
      createrole: true,
      createdb: true,
      login: true,
      replication: true,
      bypassrls: true,
    });
    expect(attributes(await role('authenticator'))).toMatchObject({
      login: true,
      inherit: false,
      super: false,
    });
    for (const name of ['anon', 'authenticated']) {
      expect(attributes(await role(name))).toMatchObject({ login: false, inherit: true, bypassrls: false });
    }
    expect(attributes(await role('service_role'))).toMatchObject({
      login: false,
      inherit: true,
      bypassrls: true,
    });
    for (const name of ['supabase_auth_admin', 'supabase_storage_admin']) {
      expect(attributes(await role(name))).toMatchObject({ login: true, inherit: false, super: false });
    }
  });

  it('lets authenticator become only the API roles, and postgres administer them', async () => {
    const members = await admin.query<{ member: string; role: string; admin: boolean }>(
      `select m.rolname as member, r.rolname as role, a.admin_option as admin
       from pg_auth_members a join pg_roles m on m.oid = a.member join pg_roles r on r.oid = a.roleid
       where m.rolname in ('authenticator', 'postgres') order by 1, 2`,
    );
    const of = (member: string) => members.rows.filter((row) => row.member === member).map((row) => row.role);
    expect(of('authenticator')).toEqual(['anon', 'authenticated', 'service_role']);
    expect(of('postgres')).toEqual(
      expect.arrayContaining(['anon', 'authenticated', 'service_role', 'authenticator']),
    );
    expect(of('postgres')).not.toContain('supabase_auth_admin');
    expect(of('postgres')).not.toContain('supabase_storage_admin');
    expect(members.rows.filter((row) => row.member === 'postgres' && row.role === 'anon')[0]?.admin).toBe(
      true,
    );
  });

  it('sets timeouts and search paths on the roles, not on the database', async () => {
    expect((await role('anon')).rolconfig).toEqual(['statement_timeout=3s']);
    expect((await role('authenticated')).rolconfig).toEqual(['statement_timeout=8s']);
    expect((await role('authenticator')).rolconfig).toEqual(['statement_timeout=8s', 'lock_timeout=8s']);
    expect((await role('postgres')).rolconfig).toEqual(['search_path="$user", public, extensions']);
    expect((await role('supabase_auth_admin')).rolconfig).toEqual([
      'search_path=auth',
      'idle_in_transaction_session_timeout=60000',
      'log_statement=none',
    ]);
    expect((await role('supabase_storage_admin')).rolconfig).toEqual([
      'search_path=storage',
      'log_statement=none',
    ]);
    const databaseWide = await admin.query(
      `select setconfig from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
       where d.datname = current_database() and s.setrole = 0`,
    );
    expect(databaseWide.rows).toEqual([]);
    const path = await owner.query<{ search_path: string }>('show search_path');
    expect(path.rows[0]?.search_path).toBe('"$user", public, extensions');
  });
});

describe('auth and storage belong to their services', () => {
  it('has the schemas owned by supabase_admin and their tables by the services', async () => {
    const schemas = await admin.query<{ name: string; owner: string }>(
      `select nspname as name, pg_get_userbyid(nspowner) as owner from pg_namespace
       where nspname in ('auth', 'storage', 'extensions', 'supabase_migrations') order by 1`,
    );
    expect(schemas.rows).toEqual([
      { name: 'auth', owner: 'supabase_admin' },
      { name: 'extensions', owner: 'supabase_admin' },
      { name: 'storage', owner: 'supabase_admin' },
      { name: 'supabase_migrations', owner: 'postgres' },
    ]);
    const tables = await admin.query<{ schema: string; owner: string }>(
      `select distinct n.nspname as schema, pg_get_userbyid(c.relowner) as owner
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('auth', 'storage') and c.relkind in ('r', 'S', 'i') order by 1`,
    );
    expect(tables.rows).toEqual([
      { schema: 'auth', owner: 'supabase_auth_admin' },
      { schema: 'storage', owner: 'supabase_storage_admin' },
    ]);
    const functions = await admin.query<{ name: string; owner: string }>(
      `select p.proname as name, pg_get_userbyid(p.proowner) as owner from pg_proc p
       where p.pronamespace = 'auth'::regnamespace order by 1`,
    );
    expect(functions.rows.every((row) => row.owner === 'supabase_auth_admin')).toBe(true);
    expect(functions.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['uid', 'jwt', 'role', 'email']),
    );
  });

  it('refuses a migration that alters auth.users or storage.objects, as a push would', async () => {
    const users = await asPostgres('alter table auth.users add column x int');
    expect(users).toMatchObject({ code: '42501', message: 'must be owner of table users' });
    const objects = await asPostgres('alter table storage.objects add column x int');
    expect(objects).toMatchObject({ code: '42501', message: 'must be owner of table objects' });
    const newTable = await asPostgres('create table auth.extra (id int)');
    expect(newTable).toMatchObject({ code: '42501', message: 'permission denied for schema auth' });
  });

  it('still lets postgres add policies on storage.objects and triggers on auth.users, and drop them', async () => {
    await owner.query('begin');
    try {
      await owner.query(
        `create policy "probe policy" on storage.objects for select to authenticated using (bucket_id = 'probe')`,
      );
      await owner.query(
        `create function public.probe_trigger() returns trigger language plpgsql as $$ begin return new; end $$`,
      );
      await owner.query(
        'create trigger probe_trigger after update on auth.users for each row execute function public.probe_trigger()',
      );
      await owner.query('drop trigger probe_trigger on auth.users');
      await owner.query(`drop policy "probe policy" on storage.objects`);
      // The exception ends with the command: the tables are still not postgres's to alter.
      const owners = await owner.query<{ owner: string }>(
        `select pg_get_userbyid(relowner) as owner from pg_class where oid in ('storage.objects'::regclass, 'auth.users'::regclass)
         order by relname`,
      );
      expect(owners.rows.map((row) => row.owner)).toEqual(['supabase_storage_admin', 'supabase_auth_admin']);
      const member = await owner.query<{ member: boolean }>(
        `select pg_has_role('postgres', 'supabase_storage_admin', 'member') as member`,
      );
      expect(member.rows[0]?.member).toBe(false);
    } finally {
      await owner.query('rollback');
    }
  });
});
