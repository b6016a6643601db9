// Database lint: reads the catalog of the migrated test database with the owner's connection and checks the
// rules of DESIGN.md 3 that no single feature test would notice being broken.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDbUrl } from './helpers';

// The SECURITY DEFINER functions that anon or authenticated may execute: keep in sync with the allow-list
// comment in supabase/migrations/20261121000001_core.sql. Every other one must have EXECUTE revoked.
const SECURITY_DEFINER_ALLOW_LIST = [
  'public.is_admin()',
  // 20261121000010_content_forms.sql: the Join the Community and contact forms.
  'public.join_community(first_name text, last_name text, email text, country text, phone text, locale text)',
  'public.submit_contact_message(name text, email text, subject text, message text, locale text, website text)',
  // 20261123000410_community_double_opt_in.sql: the link of the community confirmation mail.
  'public.confirm_community(p_token text)',
  // 20261121000040_crm_functions.sql: the CRM contacts page (read-only, admins only, checked inside).
  'public.crm_search_contacts(p_search text, p_source text, p_country text, p_consent boolean, p_tag text, p_has_ordered boolean, p_sort text, p_descending boolean, p_limit integer, p_offset integer)',
  // 20261121000020_checkout.sql: the receipt behind a success URL, the guest order form, a member's cancellation.
  'public.cancel_reservation(p_reservation_id uuid)',
  'public.get_order_receipt(p_order_id uuid, p_token text)',
  'public.lookup_order(p_number text, p_email text)',
];

let db: pg.Client;

async function rows<T>(sql: string): Promise<T[]> {
  return (await db.query(sql)).rows as T[];
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: ownerDbUrl() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

describe('database lint', () => {
  it('has the tables of the data model (so the checks below have something to check)', async () => {
    const tables = await rows<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'products',
        'carts',
        'cart_items',
        'user_roles',
        'orders',
        'contacts',
        'payment_events',
      ]),
    );
  });

  it('every public table has row level security enabled', async () => {
    const withoutRls = await rows<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(withoutRls).toEqual([]);
  });

  it('every public view is security_invoker, and there is no materialized view (they ignore RLS)', async () => {
    const views = await rows<{ name: string; kind: string; options: string[] | null }>(
      `select c.relname as name, c.relkind::text as kind, c.reloptions as options
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('v', 'm')`,
    );
    expect(views.map((v) => v.name)).toContain('products_public');
    const unsafe = views.filter(
      (v) => v.kind === 'm' || !(v.options ?? []).some((o) => /^security_invoker=(true|on|1)$/i.test(o)),
    );
    expect(unsafe.map((v) => v.name)).toEqual([]);
  });

  it('every function in public has a fixed search_path', async () => {
    const loose = await rows<{ fn: string }>(
      `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(loose.map((f) => f.fn)).toEqual([]);
  });

  it('the SECURITY DEFINER functions anon or authenticated may execute are exactly the allow-list', async () => {
    const executable = await rows<{ fn: string }>(
      `select distinct n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where p.prosecdef
         and n.nspname not in ('pg_catalog', 'information_schema')
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         and (has_function_privilege('anon', p.oid, 'execute')
              or has_function_privilege('authenticated', p.oid, 'execute'))
       order by 1`,
    );
    expect(executable.map((f) => f.fn).sort()).toEqual([...SECURITY_DEFINER_ALLOW_LIST].sort());
  });

  it('every foreign key in public is backed by an index starting with its columns', async () => {
    const unindexed = await rows<{ fk: string }>(
      `select c.conrelid::regclass::text || ' (' || c.conname || ')' as fk
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'
         and not exists (
           select 1 from pg_index i
           where i.indrelid = c.conrelid
             and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
             and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
         )`,
    );
    expect(unindexed.map((f) => f.fk)).toEqual([]);
  });

  it('every table admins write through RLS also requires aal2 for those writes (20261121000031_admin_aal2.sql)', async () => {
    // Permissive insert/update/delete policies that call is_admin(), without the restrictive aal2 twin.
    const missing = await rows<{ policy: string }>(
      `select p.tablename || ' ' || p.cmd as policy from pg_policies p
       where p.schemaname = 'public' and p.permissive = 'PERMISSIVE' and p.cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
         and coalesce(p.qual, '') || coalesce(p.with_check, '') like '%is_admin()%'
         and not exists (
           select 1 from pg_policies r
           where r.schemaname = 'public' and r.tablename = p.tablename and r.permissive = 'RESTRICTIVE'
             and (r.cmd = p.cmd or p.cmd = 'ALL')
             and coalesce(r.qual, '') || coalesce(r.with_check, '') like '%admin_write_allowed()%'
         )`,
    );
    expect(missing.map((m) => m.policy)).toEqual([]);
  });

  it('neither anon nor authenticated may write user_roles or touch payment_events at all', async () => {
    const grants = await rows<{ grantee: string; table_name: string; privilege_type: string }>(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated')
         and ((table_name = 'user_roles' and privilege_type in ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'))
              or table_name = 'payment_events')`,
    );
    expect(grants).toEqual([]);
  });
});
