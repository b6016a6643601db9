-- Admin reads of customers' personal data need two-factor authentication, as admin writes do
-- (20261121000031_admin_aal2.sql): an admin session at aal1 (the password, or a mailbox's recovery link, and
-- nothing else) reads no contact, message, note, import log, cart, order (with its addresses and lines),
-- reservation, order history, invoice, withdrawal, shipment, payment page, refund, erasure record or
-- promotion use, through the API or through the CRM and mail functions. The admin tools ask for the TOTP code
-- before any of their pages (TwoFactorGate), so an admin who has it notices nothing.
--
-- Restrictive SELECT policies add the condition to the permissive "admins read all" policies already there:
-- members, anon, the service role and SECURITY DEFINER functions are untouched (public.admin_read_allowed()
-- is true for anyone who is not an admin). The database lint test lists the tables admins read that hold no
-- personal data (products, prices, promotion codes, stock holds); any other table an admin policy reads needs
-- this policy.
--
-- Redefines public.crm_require_admin(boolean) (previous body: 20261121000040_crm_functions.sql): reads need
-- aal2 too, so crm_search_contacts and crm_overview answer two_factor_required instead of a page of
-- contacts; and public.admin_outbox_mails(uuid, integer) (previous body: 20261123200000_mail_outbox_worker.sql),
-- which lists the addresses mail went to, now checks through it (and keeps the 404 for an unknown order of
-- 20261127300110_admin_unknown_ids_404.sql, which redefined it from the same older body).

-- The same rule as writes, named for the policies that read with it.
create function public.admin_read_allowed()
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.admin_write_allowed()
$$;

comment on function public.admin_read_allowed() is
  'False for an admin whose session has not passed two-factor authentication (aal1): such a session reads no '
  'personal data. True otherwise (members, anon). The rule of public.admin_write_allowed().';

revoke execute on function public.admin_read_allowed() from public;
grant execute on function public.admin_read_allowed() to anon, authenticated, service_role;

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'contacts', 'contact_notes', 'contact_messages', 'contact_imports',
    'carts', 'cart_items',
    'orders', 'order_items', 'reservations', 'order_events',
    'invoices', 'withdrawals', 'withdrawal_items', 'shipments', 'shipment_items',
    'payment_sessions', 'payment_refunds', 'personal_data_erasures', 'promo_redemptions'
  ] loop
    execute format(
      'create policy "admin reads need aal2" on public.%I as restrictive for select to authenticated
         using ((select public.admin_read_allowed()))', v_table);
  end loop;
end;
$$;

-- Copied from 20261121000040_crm_functions.sql; p_write no longer changes anything (kept for its callers):
-- every CRM call of an admin needs aal2, reads included.
create or replace function public.crm_require_admin(p_write boolean default false)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception using errcode = '42501', message = 'admins_only',
      hint = 'Only an admin may use the customer tools.';
  end if;
  if not coalesce((select public.admin_read_allowed()), false) then
    raise exception using errcode = '42501', message = 'two_factor_required',
      hint = 'Confirm the code of your authenticator app first (two-factor authentication).';
  end if;
end;
$$;

comment on function public.crm_require_admin(boolean) is
  'Raises admins_only for anyone but an admin, two_factor_required for an admin at aal1, for reads and writes '
  'alike (p_write is kept for its callers and no longer matters).';

-- Copied from 20261123200000_mail_outbox_worker.sql; only the guard changes (is_admin() -> crm_require_admin()).
create or replace function public.admin_outbox_mails(p_order_id uuid default null, p_limit integer default 100)
returns table (
  id uuid,
  kind text,
  to_email text,
  locale text,
  order_id uuid,
  order_number text,
  state text,
  attempts integer,
  last_error text,
  created_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  next_attempt_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.crm_require_admin();
  if p_order_id is not null and not exists (select 1 from public.orders o where o.id = p_order_id) then
    raise exception 'order_not_found' using errcode = 'PT404',
      hint = 'No order has this id.';
  end if;
  return query
  select m.id, m.kind, m.to_email, m.locale, m.order_id, o.number::text,
         case when m.sent_at is not null then 'sent'
              when m.failed_at is not null then 'failed'
              when m.attempts > 0 then 'retrying'
              else 'queued' end,
         m.attempts, m.last_error, m.created_at, m.sent_at, m.failed_at, m.next_attempt_at
  from public.email_outbox m
  left join public.orders o on o.id = m.order_id
  where (p_order_id is null and m.failed_at is not null and m.sent_at is null)
     or (p_order_id is not null and m.order_id = p_order_id)
  order by m.created_at desc
  limit greatest(1, least(coalesce(p_limit, 100), 500));
end;
$$;
