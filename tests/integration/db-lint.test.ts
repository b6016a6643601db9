// Database lint: reads the catalog of the migrated test database with the owner's connection and checks the
// rules of DESIGN.md 3 that no single feature test would notice being broken, then runs Supabase's own
// database linter (splinter, through `supabase db advisors` of the CLI in node_modules) against it. The lints
// that CLI's splinter does not ship yet are written below as catalog queries of our own, under the linter's
// names. Every exception is an allow-list entry with its reason.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDb, ownerDbUrl } from './helpers';

type ApiRole = 'anon' | 'authenticated';

/**
 * The SECURITY DEFINER functions anon or authenticated may execute (splinter's
 * anon_security_definer_function_executable and authenticated_security_definer_function_executable). Each runs
 * with its owner's rights and bypasses RLS, so each says here who may call it and why that is safe. Every other
 * SECURITY DEFINER function has EXECUTE revoked from public, anon and authenticated (the trigger functions
 * handle_new_user, log_order_status_change, log_order_update, log_contact_consent_change; the service-role
 * functions of checkout and payments).
 */
const SECURITY_DEFINER_ALLOW_LIST: Record<string, { roles: ApiRole[]; reason: string }> = {
  'public.checkout_open()': {
    roles: ['anon', 'authenticated'],
    reason:
      'the cart says whether the shop takes orders (issue 32, 20261130100520_ready_to_sell.sql): answers one boolean from the Ready to sell checklist, whose rows (payment events, mails, staff factors) shoppers may not read',
  },
  'public.admin_ready_to_sell()': {
    roles: ['authenticated'],
    reason:
      "the admin's Ready to sell checklist (issue 32): refuses anyone but the owner or an admin past two factors (is_admin, admin_read_allowed); answers only whether each item is done and which legal facts are missing",
  },
  'public.staff_role()': {
    roles: ['anon', 'authenticated'],
    reason:
      "policies call it (through is_admin, is_owner, is_staff) as the requesting role, so both need EXECUTE; it reads user_roles for the caller only and answers the caller's own staff role (null for anon)",
  },
  'public.join_community(first_name text, last_name text, email text, country text, phone text, locale text)':
    {
      roles: ['anon', 'authenticated'],
      reason:
        'the Join the Community form of visitors (20261123000410_community_double_opt_in.sql): changes no contact; stores a pending sign-up and queues the confirmation mail to the address typed, rate limited per client and per address',
    },
  'public.submit_contact_message(name text, email text, subject text, message text, locale text, website text)':
    {
      roles: ['anon', 'authenticated'],
      reason:
        'the contact form of visitors (20261123000410_community_double_opt_in.sql): inserts one message (creating a contact without consent for a new address, never changing an existing one), with a honeypot and limits per client and per address; contact_messages has no policy for them',
    },
  'public.confirm_community(p_token text)': {
    roles: ['anon', 'authenticated'],
    reason:
      'the link of the community confirmation mail (20261123000410_community_double_opt_in.sql): applies only the pending sign-up whose token (sha256 compared) was mailed to that address, once, before it expires; answers only its status and first name',
  },
  'public.subscribe_back_in_stock(p_product uuid, p_email text, p_locale text)': {
    roles: ['anon', 'authenticated'],
    reason:
      "the Tell me when it's back form (20261201200000_back_in_stock_alerts.sql): only for a published product out of stock; mails a confirmation link to the address typed (a member's own confirmed address waits at once), rate limited per client and per address, and answers the same whether or not the address was on the list",
  },
  'public.confirm_back_in_stock(p_token text)': {
    roles: ['anon', 'authenticated'],
    reason:
      'the link of the back-in-stock confirmation mail (20261201200000_back_in_stock_alerts.sql): confirms only the pending alert whose token (sha256 compared) was mailed to that address, once, before it expires; answers its status and the public name of the product',
  },
  'public.unsubscribe_back_in_stock(p_token text)': {
    roles: ['anon', 'authenticated'],
    reason:
      'the way out of every back-in-stock mail (20261201200000_back_in_stock_alerts.sql): stops the alerts of the address the token (sha256 compared) was mailed to; answers only its status',
  },
  'public.get_order_receipt(p_order_id uuid, p_token text)': {
    roles: ['anon', 'authenticated'],
    reason:
      'the receipt behind a success URL (20261121000020_checkout.sql): answers only with the order id and the secret receipt token issued to that buyer',
  },
  'public.lookup_order(p_number text, p_email text)': {
    roles: ['anon', 'authenticated'],
    reason:
      'the guest order form (20261123000420_order_lookup_limits.sql): needs the order number and its email together; failures back off per (order, client address) and per client',
  },
  'public.check_promo_code(p_code text, p_locale text, p_items jsonb, p_currency text)': {
    roles: ['anon', 'authenticated'],
    reason:
      "the cart's check of a promotion code (20261123400100_promo_codes.sql, 20261127200030_promo_per_customer.sql, 20261128000000_quotes_in_chosen_currency.sql): answers only that code's reduction for the lines sent in the currency asked, or why not, never whether an address used it (it takes none); unknown codes count against the client address (429 after 10 in 15 minutes)",
  },
  'public.vat_quote(p_country text, p_amount numeric, p_currency text)': {
    roles: ['anon', 'authenticated'],
    reason:
      "the cart's VAT for a delivery country (20261128000010_order_vat.sql, through shipping_estimate): answers only the regime, country and rate a sale of that amount would get today (what the cart must show; never the year's EU sales total it compares), locks and writes nothing",
  },
  'public.cancel_reservation(p_reservation_id uuid)': {
    roles: ['authenticated'],
    reason:
      "a member cancels their own reservation (20261121000020_checkout.sql): checks auth.uid() owns it and its status; writes the refund owed, which the member's rights could not",
  },
  'public.crm_search_contacts(p_search text, p_source text, p_country text, p_consent boolean, p_tag text, p_has_ordered boolean, p_sort text, p_descending boolean, p_limit integer, p_offset integer)':
    {
      roles: ['authenticated'],
      reason:
        'the CRM contacts page (20261121000040_crm_functions.sql): read-only, refuses anyone but an admin past two-factor (crm_require_admin, 20261127400000_admin_reads_aal2.sql) before reading',
    },
  'public.product_reference_price(p_product uuid, p_currency text)': {
    roles: ['anon', 'authenticated'],
    reason:
      'the struck-through price of products_public (20261123100310_price_history.sql), which visitors read but whose price history they may not: answers for published products only (admins: any), and only the figure the shop displays (the lowest price of the 30 days before the reduction, when above the price)',
  },
  'public.published_content()': {
    roles: ['anon', 'authenticated'],
    reason:
      "what visitors read of the owner's articles and brand pages (supabase/schemas/content/published_content.sql): only the published (or due scheduled) version, in its complete languages; drafts, scheduled versions before their time and who wrote them stay in the tables, which anon cannot read",
  },
  'public.export_my_data()': {
    roles: ['authenticated'],
    reason:
      "a member's data export (20261123100500_personal_data.sql): reads only the rows of the caller (auth.uid()), their contact and its orders; an account with a verified second factor must be at aal2",
  },
  'public.erase_person(p_contact_id uuid, p_user_id uuid)': {
    roles: ['authenticated'],
    reason:
      'the erasure (20261123100500_personal_data.sql): refuses every caller but an admin at aal2 (crm_require_admin(true)), who may name a contact and never an admin; the service role (the delete-account function, after the password) names an account',
  },
  'public.unsubscribe(p_token text)': {
    roles: ['anon', 'authenticated'],
    reason:
      "the /unsubscribe page's button (20261123100500_personal_data.sql): withdraws only the consent of the address the token (sha256 compared) was mailed to, once; answers only its status",
  },
  'public.admin_record_refund(p_order_id uuid, p_amount numeric, p_reason text, p_mark_refunded boolean)': {
    roles: ['authenticated'],
    reason:
      'the only way to record a refund (20261123000210_order_history_append_only.sql): refuses anyone but an admin past two-factor (is_admin, admin_write_allowed), never more than was paid, with a reason in the trail; asks the provider for it through request_refund (20261127100010_refund_paths.sql)',
  },
  'public.admin_cancel_order(p_order_id uuid, p_reason text)': {
    roles: ['authenticated'],
    reason:
      "the only way to cancel a paid order (20261127100010_refund_paths.sql): refuses anyone but an admin past two-factor (is_admin, admin_write_allowed); asks the provider for what is left of the order's money in the same transaction, under the order's row lock",
  },
  'public.my_withdrawal_options(p_order_id uuid)': {
    roles: ['authenticated'],
    reason:
      "step 1 of a member's withdrawal (20261123100210_withdrawal_requests.sql): read-only, answers null unless auth.uid() owns the order",
  },
  'public.request_withdrawal(p_order_id uuid, p_items jsonb, p_idempotency_key text)': {
    roles: ['authenticated'],
    reason:
      "a member withdraws from their own order (20261129200000_withdrawal_without_seal_tick.sql): checks auth.uid() owns it, the withdrawal period, quantities left per line under the order's row lock; writes the request and its acknowledgement mail, which the member's rights could not",
  },
  'public.guest_withdrawal_options(p_number text, p_email text)': {
    roles: ['anon', 'authenticated'],
    reason:
      "step 1 of a guest's withdrawal (20261123100210_withdrawal_requests.sql): needs the order number and its email together, through the order lookup's limits per (order, client address) and per client",
  },
  'public.request_withdrawal_guest(p_number text, p_email text, p_items jsonb, p_idempotency_key text)': {
    roles: ['anon', 'authenticated'],
    reason:
      "a guest withdraws from the order of a number and its email (20261129200000_withdrawal_without_seal_tick.sql): the order lookup's limits, then the same checks as a member's request",
  },
  'public.admin_record_withdrawal_refund(p_withdrawal_id uuid, p_amount numeric, p_restock boolean)': {
    roles: ['authenticated'],
    reason:
      'an admin refunds a withdrawal (20261123100220_withdrawal_admin.sql): refuses anyone but an admin past two-factor (is_admin, admin_write_allowed), never more than is refundable, written through record_refund',
  },
  'public.admin_create_shipment(p_order_id uuid, p_carrier text, p_carrier_name text, p_tracking_number text, p_tracking_url text, p_lines jsonb)':
    {
      roles: ['authenticated'],
      reason:
        'the only way to ship (20261123300010_shipment_functions.sql): refuses anyone but staff past two-factor (is_staff since 20261130100030, admin_write_allowed); checks the tracking format and never ships more than ordered under the order lock; queues the order_shipped mail',
    },
  'public.admin_clear_alert(p_alert_id uuid)': {
    roles: ['authenticated'],
    reason:
      'an admin marks an alert handled (20261130100300_alerts.sql): refuses anyone but an owner or admin past two-factor (is_admin, admin_write_allowed); alerts has no write policy, so clearing goes through it and records who',
  },
  'public.admin_request_balance(p_order_id uuid)': {
    roles: ['authenticated'],
    reason:
      'product ready, ask for the balance (20261123300010_shipment_functions.sql): refuses anyone but staff past two-factor (is_staff since 20261130100030, admin_write_allowed); records it once and queues the balance_due mail',
  },
  'public.admin_outbox_mails(p_order_id uuid, p_limit integer)': {
    roles: ['authenticated'],
    reason:
      "an admin reads the shop's mails of an order, or the failed ones (20261123200000_mail_outbox_worker.sql): refuses anyone but an admin past two-factor (crm_require_admin, 20261127400000_admin_reads_aal2.sql); no bodies",
  },
  'public.admin_apply_catalogue_migration(p_changes jsonb)': {
    roles: ['authenticated'],
    reason:
      "the catalogue migration's apply (20261130100030_catalogue_migration_ticks.sql): refuses anyone but an admin past two-factor (is_admin, admin_write_allowed); writes only the catalogue's own fields, each only if it still holds the value the dry run showed, under the products' row locks; records what it wrote in catalogue_migration_values, which no API role may write",
  },
  'public.admin_retry_mail(p_id uuid)': {
    roles: ['authenticated'],
    reason:
      'an admin queues a failed mail again (20261123200000_mail_outbox_worker.sql): refuses anyone but an admin past two-factor (is_admin, admin_write_allowed)',
  },
  'public.admin_refuse_withdrawal(p_withdrawal_id uuid, p_reason text)': {
    roles: ['authenticated'],
    reason:
      'staff refuse a withdrawal with its reason (20261123100220_withdrawal_admin.sql): refuses anyone but staff past two-factor (is_staff since 20261130100030, admin_write_allowed)',
  },
  'public.admin_vat_overview()': {
    roles: ['authenticated'],
    reason:
      "the VAT screen's threshold figures (20261128100000_vat_admin.sql): read-only, refuses anyone but an admin past two-factor (admin_vat_require) before reading the year's EU sales",
  },
  'public.admin_sales_journal(p_from date, p_to date)': {
    roles: ['authenticated'],
    reason:
      "the accountant's sales journal (20261128100010_accounting_exports.sql): read-only, refuses anyone but an admin past two-factor (admin_vat_require), a period over a year, and dollar documents without a recorded rate",
  },
  'public.admin_vat_summary(p_from date, p_to date)': {
    roles: ['authenticated'],
    reason:
      "the accountant's VAT summary (20261128100010_accounting_exports.sql): read-only, refuses anyone but an admin past two-factor (admin_vat_require), a period over a year, and dollar documents without a recorded rate",
  },
};

/**
 * What `supabase db advisors` may report and why it is not a problem. `table` narrows an entry to one
 * table of public; without it the entry covers every finding of that lint.
 */
const SPLINTER_ALLOW_LIST: { name: string; table?: string; reason: string }[] = [
  {
    name: 'unused_index',
    reason: 'the test database was created minutes ago: no index has served a query yet (INFO, performance)',
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'job_runs',
    reason:
      "the scheduled jobs' heartbeat (20261130100300_alerts.sql), stamped by record_job_run and queue_alert_digest (SECURITY DEFINER); anon and authenticated hold no privilege on it",
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'email_outbox',
    reason:
      'written by SECURITY DEFINER functions, read by the mail sender with the service role; anon and authenticated hold no privilege on it',
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'order_lookup_failures',
    reason:
      "lookup_order's rate limit counter (SECURITY DEFINER); anon and authenticated hold no privilege on it",
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'promo_code_failures',
    reason:
      'the promotion code guessing counter, written by check_promo_code and promo_code_guard (SECURITY DEFINER); anon and authenticated hold no privilege on it',
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'order_receipt_tokens',
    reason:
      'the secret receipt tokens, read only by get_order_receipt and written by checkout (SECURITY DEFINER); no API role privilege',
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'community_signups',
    reason:
      'pending Join the Community sign-ups (token hashes and the details typed), written by join_community and read by confirm_community (SECURITY DEFINER); no API role privilege',
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'back_in_stock_requests',
    reason:
      "the back-in-stock requests counted by subscribe_back_in_stock's abuse limits (SECURITY DEFINER); no API role privilege",
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'invoice_series',
    reason:
      'the invoice numbering counters (20261123100400_invoices.sql), locked and moved only by the issuing trigger (SECURITY DEFINER); no API role privilege',
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'marketing_unsubscribe_tokens',
    reason:
      'the hashes of the unsubscribe links in marketing mail, written when a mail is queued and read by unsubscribe (SECURITY DEFINER); no API role privilege',
  },
  {
    name: 'rls_enabled_no_policy',
    table: 'payment_events',
    reason: "the payment provider's events, written by the webhook (service role) and record_payment only",
  },
];

const root = path.resolve(import.meta.dirname, '../..');

let db: pg.Client;

async function rows<T>(sql: string): Promise<T[]> {
  return (await db.query(sql)).rows as T[];
}

/** A raise's hint that is one snake_case word: a machine code, which belongs in the message. */
const CODE_IN_HINT = String.raw`hint\s*:?=\s*'([a-z][a-z0-9_]*)'`;
/** Each such hint in a function of public (not an extension's), as `public.fn(args): hint = 'code'`. */
const CODES_IN_HINTS = `
  select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || '): hint = '''
         || m[1] || '''' as found
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  cross join lateral regexp_matches(pg_get_functiondef(p.oid), $1, 'g') m
  where n.nspname = 'public' and p.prokind in ('f', 'p')
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  order by 1`;

beforeAll(async () => {
  db = await ownerDb();
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

  it('security_definer_view: every public view is security_invoker, and there is no materialized view (they ignore RLS)', async () => {
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

  it('function_search_path_mutable: every function in public has a fixed search_path', async () => {
    const loose = await rows<{ fn: string }>(
      `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(loose.map((f) => f.fn)).toEqual([]);
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
    // Permissive insert/update/delete policies that call is_admin(), is_owner() or is_staff(), without the
    // restrictive aal2 twin.
    const missing = await rows<{ policy: string }>(
      `select p.tablename || ' ' || p.cmd as policy from pg_policies p
       where p.schemaname = 'public' and p.permissive = 'PERMISSIVE' and p.cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
         and coalesce(p.qual, '') || coalesce(p.with_check, '') ~ 'is_(admin|owner|staff)\\(\\)'
         and not exists (
           select 1 from pg_policies r
           where r.schemaname = 'public' and r.tablename = p.tablename and r.permissive = 'RESTRICTIVE'
             and (r.cmd = p.cmd or p.cmd = 'ALL')
             and coalesce(r.qual, '') || coalesce(r.with_check, '') like '%admin_write_allowed()%'
         )`,
    );
    expect(missing.map((m) => m.policy)).toEqual([]);
  });

  it('every refusal raises its machine code as the message, never as the hint (src/lib/db-error.ts)', async () => {
    // The app and PostgREST's callers read the code from `message`; a hint that is one snake_case word is a
    // code in the wrong place (20261124600000_guard_errors_in_message.sql turned the last ones round).
    const codesInHints = async () =>
      (await db.query<{ found: string }>(CODES_IN_HINTS, [CODE_IN_HINT])).rows.map((row) => row.found);
    expect(await codesInHints()).toEqual([]);
    // What it looks for, it finds: a function raising its code as the hint.
    await db.query('begin');
    try {
      await db.query(
        `create function public.db_lint_hint_probe() returns void language plpgsql set search_path = '' as
           $$ begin raise exception 'refused' using errcode = 'check_violation', hint = 'probe_code'; end $$`,
      );
      expect(await codesInHints()).toEqual(["public.db_lint_hint_probe(): hint = 'probe_code'"]);
    } finally {
      await db.query('rollback');
    }
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

/** Runs the statements in one transaction that is always rolled back; resolves to the error, if any. */
async function rolledBack(...statements: string[]): Promise<{ code?: string; message: string } | null> {
  await db.query('begin');
  try {
    for (const statement of statements) await db.query(statement);
    return null;
  } catch (error) {
    return error as { code?: string; message: string };
  } finally {
    await db.query('rollback');
  }
}

// Table privileges of public the API roles must not hold, directly, through PUBLIC or a role they belong to.
const HELD_OPS_PRIVILEGES = `
  select c.relname || ': ' || a.privilege_type || ' to ' || r.rolname as grant
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral aclexplode(
    coalesce(c.relacl, acldefault(case when c.relkind = 'S' then 's' else 'r' end::"char", c.relowner))
  ) a
  join pg_roles r on r.rolname in ('anon', 'authenticated')
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    and a.privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN')
    and (a.grantee = 0 or pg_has_role(r.oid, a.grantee, 'USAGE'))`;

describe('API role privileges (20261123000200_api_role_privileges.sql)', () => {
  it('anon and authenticated hold no TRUNCATE, REFERENCES, TRIGGER or MAINTAIN on a table, view or sequence of public', async () => {
    const relations = await rows<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'S')`,
    );
    expect(relations[0]?.count).toBeGreaterThan(10);
    const held = await rows<{ grant: string }>(`${HELD_OPS_PRIVILEGES} order by 1`);
    expect(held.map((row) => row.grant)).toEqual([]);
  });

  it('a table or view a later migration creates does not get them back (postgres default privileges)', async () => {
    const defaults = await rows<{ acl: string }>(
      `select a.privilege_type || ' to ' || case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end as acl
       from pg_default_acl d cross join lateral aclexplode(d.defaclacl) a
       where d.defaclrole = 'postgres'::regrole and d.defaclobjtype = 'r'
         and (d.defaclnamespace = 0 or d.defaclnamespace = 'public'::regnamespace)
         and a.privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN')
         and (a.grantee = 0 or pg_get_userbyid(a.grantee) in ('anon', 'authenticated'))`,
    );
    expect(defaults).toEqual([]);

    // What a migration does, as postgres: the new table and view carry none of them.
    await db.query('begin');
    try {
      await db.query('create table public.db_lint_probe (id integer primary key)');
      await db.query('alter table public.db_lint_probe enable row level security');
      await db.query(
        'create view public.db_lint_probe_view with (security_invoker = true) as select id from public.db_lint_probe',
      );
      const held = await db.query<{ grant: string }>(
        `${HELD_OPS_PRIVILEGES} and c.relname in ('db_lint_probe', 'db_lint_probe_view') order by 1`,
      );
      expect(held.rows.map((row) => row.grant)).toEqual([]);
    } finally {
      await db.query('rollback');
    }
  });

  it('the attack: anon and authenticated cannot TRUNCATE any table of public, nor hang a trigger on one', async () => {
    const tables = await rows<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const role of ['anon', 'authenticated']) {
      for (const { name } of tables) {
        const error = await rolledBack(`set local role ${role}`, `truncate table public."${name}"`);
        expect(error?.code, `${role} truncate ${name}: ${error?.message ?? 'no error'}`).toBe('42501');
      }
      const trigger = await rolledBack(
        `set local role ${role}`,
        `create trigger db_lint_probe before insert on public.orders
           for each row execute function public.set_updated_at()`,
      );
      expect(trigger?.code, `${role} create trigger: ${trigger?.message ?? 'no error'}`).toBe('42501');
    }
  });
});

interface SplinterFinding {
  name: string;
  level: string;
  detail: string;
  metadata?: { schema?: string; name?: string; type?: string; arguments?: string };
  cacheKey?: string;
}

/** `supabase db advisors` (the CLI runs splinter's queries against a database URL; no Docker needed). */
async function splinter(): Promise<SplinterFinding[]> {
  const url = new URL(ownerDbUrl());
  url.searchParams.set('sslmode', 'disable');
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules/.bin/supabase'),
    [
      'db',
      'advisors',
      `--remote=${url.toString()}`,
      '--type',
      'all',
      '--level',
      'info',
      '--fail-on',
      'none',
      '--output-format',
      'json',
      '--agent',
      'no',
    ],
    {
      cwd: root,
      timeout: 90_000,
      maxBuffer: 16 * 1024 * 1024,
      env: {
        ...process.env,
        PGSSLMODE: 'disable',
        DO_NOT_TRACK: '1',
        SUPABASE_TELEMETRY_DISABLED: '1',
        SUPABASE_NO_UPDATE_NOTIFIER: '1',
      },
    },
  );
  const parsed = JSON.parse(stdout) as { results?: SplinterFinding[] };
  if (!Array.isArray(parsed.results)) throw new Error(`supabase db advisors printed no results:\n${stdout}`);
  return parsed.results;
}

/** Functions `role` may execute that run as their owner, as `schema.name(identity arguments)`. */
async function securityDefinerExecutableBy(role: ApiRole): Promise<string[]> {
  const executable = await rows<{ fn: string }>(
    `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where p.prosecdef
       and n.nspname not in ('pg_catalog', 'information_schema')
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       and has_function_privilege('${role}', p.oid, 'execute')
     order by 1`,
  );
  return executable.map((row) => row.fn);
}

const allowedFor = (role: ApiRole): string[] =>
  Object.entries(SECURITY_DEFINER_ALLOW_LIST)
    .filter(([, entry]) => entry.roles.includes(role))
    .map(([fn]) => fn)
    .sort();

function splinterAllows(finding: SplinterFinding): boolean {
  const role = /^(anon|authenticated)_security_definer_function_executable$/.exec(finding.name)?.[1] as
    ApiRole | undefined;
  if (role) {
    // Newer splinters report what the two tests below check: answered by the same allow-list.
    const fn = `${finding.metadata?.schema}.${finding.metadata?.name}(${finding.metadata?.arguments ?? ''})`;
    return SECURITY_DEFINER_ALLOW_LIST[fn]?.roles.includes(role) ?? false;
  }
  return SPLINTER_ALLOW_LIST.some(
    (entry) =>
      entry.name === finding.name &&
      (entry.table === undefined ||
        (finding.metadata?.schema === 'public' && finding.metadata.name === entry.table)),
  );
}

describe("Supabase's database linter (splinter)", () => {
  it('supabase db advisors finds nothing outside the allow-list, and every entry of the list is still needed', async () => {
    const findings = await splinter();
    const unexpected = findings
      .filter((finding) => !splinterAllows(finding))
      .map((finding) => `${finding.name} (${finding.level}): ${finding.detail}`);
    expect(unexpected).toEqual([]);
    const stale = SPLINTER_ALLOW_LIST.filter(
      (entry) =>
        entry.table !== undefined &&
        !findings.some(
          (finding) =>
            finding.name === entry.name &&
            finding.metadata?.schema === 'public' &&
            finding.metadata.name === entry.table,
        ),
    ).map((entry) => `${entry.name} ${entry.table}`);
    expect(stale, 'allow-list entries nothing needs any more: remove them').toEqual([]);
    expect(SPLINTER_ALLOW_LIST.every((entry) => entry.reason.length > 20)).toBe(true);
  });

  // The lints below are splinter's, but not in the splinter this CLI ships: our own catalog queries, by meaning.

  it('anon_security_definer_function_executable: only the allow-listed SECURITY DEFINER functions, each with its reason', async () => {
    expect(await securityDefinerExecutableBy('anon')).toEqual(allowedFor('anon'));
  });

  it('authenticated_security_definer_function_executable: only the allow-listed SECURITY DEFINER functions, each with its reason', async () => {
    expect(await securityDefinerExecutableBy('authenticated')).toEqual(allowedFor('authenticated'));
    expect(Object.values(SECURITY_DEFINER_ALLOW_LIST).every((entry) => entry.reason.length > 20)).toBe(true);
  });

  it('public_bucket_allows_listing: no policy lets anon or a member list a public bucket (its files need none to be served)', async () => {
    const listing = await rows<{ bucket: string; policy: string }>(
      `select b.id as bucket, p.policyname as policy
       from storage.buckets b
       join pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects'
         and p.permissive = 'PERMISSIVE' and p.cmd in ('SELECT', 'ALL')
         and p.roles && array['public', 'anon', 'authenticated']::name[]
       where b.public
         and (p.qual is null
              or regexp_replace(lower(p.qual), '[[:space:]()]', '', 'g') in ('true', '1=1')
              or (p.qual like '%' || quote_literal(b.id) || '%' and p.qual not like '%is_admin()%'))
       order by 1, 2`,
    );
    expect(listing).toEqual([]);
    // And the bucket it is about is still public (its files are served without any policy).
    expect(await rows(`select id from storage.buckets where public and id = 'product-images'`)).toHaveLength(
      1,
    );
  });

  it('multiple_permissive_policies: no table has two permissive policies for the same role and action', async () => {
    // splinter reports it too (WARN); spelled out here so the fix is obvious when it fails.
    const duplicates = await rows<{ found: string }>(
      `select p.tablename || ' ' || r.role || ' ' || a.action || ': ' ||
              string_agg(p.policyname, ', ' order by p.policyname) as found
       from pg_policies p
       cross join lateral unnest(case when 'public' = any (p.roles) then array['anon', 'authenticated']::name[]
                                      else p.roles end) as r(role)
       cross join lateral unnest(case when p.cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE']
                                      else array[p.cmd] end) as a(action)
       where p.schemaname = 'public' and p.permissive = 'PERMISSIVE'
       group by p.tablename, r.role, a.action
       having count(*) > 1
       order by 1`,
    );
    expect(duplicates.map((row) => row.found)).toEqual([]);
  });
});
