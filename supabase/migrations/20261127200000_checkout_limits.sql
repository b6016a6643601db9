-- Checkout abuse limits (issue 27, item 2): what one unpaid checkout may hold, set by the owner, and how often a
-- guest client may open payment pages nobody pays. An attack probe held all 22 units of a product for 31
-- minutes with one anonymous request (renewable by replaying its key), and created 927 orders in 40 seconds.
--
-- public.checkout_settings (one row, admins read and change it in /admin/shipping, writes need aal2):
--   max_units_per_product  units of one product one unpaid checkout may hold (default 10); a guest client's
--                          unpaid checkouts together may hold no more of a product whose units are counted
--                          (stock tracked, or a sell-ahead cap): the units left stay buyable by someone else
--   max_units_per_order    units in all one unpaid checkout may hold (default 30), and a guest client's unpaid
--                          checkouts together of counted products
--   Errors (P0001, detail limit=<n>): checkout_limit_per_product, checkout_limit_per_order.
--
-- Guest clients (the address the platform vouches for, cf-connecting-ip, hashed as request_client_hash()
-- hashes it; create-checkout passes it to create_checkout_order): every payment page opened for a guest order
-- that is not paid counts against the client that placed the order, for an hour, whether it is still open,
-- expired, replaced by a changed cart or reopened by replaying the order's key. The first 10 are free; then
-- each new page waits 30 s, 1, 2, 4 ... minutes (at most 30) after the client's last one. Per email address
-- (normalized by public.plain_email) 5 unpaid guest orders an hour, counted per client as the contact form and
-- the community sign-up count theirs (an attacker's flood never locks the address's owner out of checkout).
-- A paid order never counts: a real customer is never slowed by buying.
--   Errors: PT429 checkout_slowed / too_many_checkouts (detail retry_after=<s>).
--
-- Functions: public.client_address_hash(text), public.checkout_client_guard(text, text, text).

create table public.checkout_settings (
  id boolean primary key default true check (id),
  max_units_per_product integer not null default 10
    constraint checkout_settings_per_product_1_to_1000 check (max_units_per_product between 1 and 1000),
  max_units_per_order integer not null default 30
    constraint checkout_settings_per_order_1_to_1000 check (max_units_per_order between 1 and 1000),
  constraint checkout_settings_order_holds_a_product check (max_units_per_order >= max_units_per_product),
  updated_at timestamptz not null default now()
);

comment on table public.checkout_settings is
  'One row: the units one unpaid checkout (and a guest client''s unpaid checkouts together) may hold, per product and in all. Set by the owner in the admin.';

insert into public.checkout_settings (id) values (true);

create trigger checkout_settings_set_updated_at
  before update on public.checkout_settings
  for each row execute function public.set_updated_at();

alter table public.checkout_settings enable row level security;
revoke all on public.checkout_settings from anon;
revoke insert, delete, truncate on public.checkout_settings from authenticated;

create policy "admins read checkout settings" on public.checkout_settings for select to authenticated
  using ((select public.is_admin()));
create policy "admins update checkout settings" on public.checkout_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admin writes need aal2 (update)" on public.checkout_settings as restrictive for update
  to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

-- The client that placed a guest order (hashed), for the per-client limits.
alter table public.orders add column client_hash text;
comment on column public.orders.client_hash is
  'sha256 of the address the platform vouched for when a guest placed the order (cf-connecting-ip); null for members and direct calls.';
create index orders_guest_client_idx on public.orders (client_hash, created_at desc)
  where client_hash is not null;
create index orders_guest_email_idx on public.orders (email, client_hash, created_at desc)
  where client_hash is not null;

-- An address as request_client_hash() hashes it (trimmed, lower-cased, sha256 hex), or null.
create function public.client_address_hash(p_address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when nullif(btrim(coalesce(p_address, '')), '') is null then null
              else encode(extensions.digest(lower(btrim(p_address)), 'sha256'), 'hex') end
$$;

revoke execute on function public.client_address_hash(text) from public, anon, authenticated;

-- Refuses a guest client's new payment page (PT429) when it comes too soon after the pages it did not pay, or
-- (p_email, for a new order) when the address placed 5 unpaid orders from this client in the hour. The caller
-- holds the client's advisory lock, so concurrent checkouts of one client are counted one after the other.
create function public.checkout_client_guard(p_client text, p_email text, p_order_key text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_pages integer;
  v_last timestamptz;
  v_oldest timestamptz;
  v_wait integer;
  v_retry integer;
begin
  if p_client is null then
    return;
  end if;
  select count(*), max(s.created_at) into v_pages, v_last
  from public.orders o
  join public.payment_sessions s on s.order_id = o.id and s.purpose = 'order'
  where o.client_hash = p_client and o.user_id is null and o.amount_paid = 0
    and s.created_at > pg_catalog.now() - interval '1 hour';
  if v_pages >= 10 then
    v_wait := least(30 * power(2, v_pages - 10), 1800)::integer;
    v_retry := ceil(extract(epoch from v_last + pg_catalog.make_interval(secs => v_wait) - pg_catalog.now()))::integer;
    if v_retry > 0 then
      raise exception using errcode = 'PT429', message = 'checkout_slowed',
        detail = 'retry_after=' || v_retry,
        hint = 'Too many payment pages were opened and not paid from this connection: try again in ' || v_retry || ' seconds.';
    end if;
  end if;
  if p_email is not null then
    select count(*), min(o.created_at) into v_pages, v_oldest
    from public.orders o
    where o.email = p_email and o.client_hash = p_client and o.user_id is null and o.amount_paid = 0
      and o.idempotency_key is distinct from p_order_key
      and o.created_at > pg_catalog.now() - interval '1 hour';
    if v_pages >= 5 then
      v_retry := greatest(ceil(extract(epoch from v_oldest + interval '1 hour' - pg_catalog.now()))::integer, 1);
      raise exception using errcode = 'PT429', message = 'too_many_checkouts',
        detail = 'retry_after=' || v_retry,
        hint = 'Too many unpaid orders for this email address: try again in ' || v_retry || ' seconds.';
    end if;
  end if;
end;
$$;

comment on function public.checkout_client_guard(text, text, text) is
  'create_checkout_order''s per-client limits on guest payment pages nobody paid (PT429 checkout_slowed) and unpaid orders per email from one client (PT429 too_many_checkouts).';

revoke execute on function public.checkout_client_guard(text, text, text) from public, anon, authenticated;
