-- Promotion codes (issue 16, item 5). A code takes a percentage or a fixed amount (per currency) off the goods
-- of an order, from a minimum order (per currency), between optional start and end dates, up to a total number
-- of uses and a number per customer (the same email, or the same account when signed in), never on excluded
-- products nor, unless the code says so, on reservations. One code per order.
--
-- Uses (promo_redemptions) follow the order as stock holds do: create_checkout_order takes one under the code's
-- row lock ('held', counted against both limits while the order is pending), the payment makes it 'used', and a
-- cancelled order (by the customer, an admin, a superseded attempt, or the sweep after 24 unpaid hours) gives
-- it back ('released'). Never more held + used than max_uses, whatever the concurrency.
--
-- The discount is on the order: orders.discount_amount and orders.promo_code; orders.total is now subtotal +
-- shipping_amount - discount_amount. A promo code is not a price reduction in the sense of the 30-day rule
-- (README "Lawful price reductions"): no product shows a struck-through "was" price for it; the cart and the
-- checkout show it as a separate "Code X: -amount" line.
--
-- Guessing is limited per client (public.request_client_hash(), or the address create-checkout passes):
-- 10 unknown codes in 15 minutes, then PT429 too_many_attempts (detail retry_after=<s>) until the oldest leaves
-- the window. A known code that does not apply (expired, minimum not met...) is not a failed guess.
--
-- Errors (P0001, message = code): promo_invalid (unknown or paused), promo_not_started, promo_expired,
-- promo_minimum (detail: the minimum), promo_exhausted, promo_customer_limit, promo_not_applicable (only
-- excluded products or a reservation), promo_stacking (more than one code).

create table public.promo_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z0-9_-]{3,40}$'),
  kind text not null check (kind in ('percent', 'fixed')),
  percent_off numeric(5, 2) check (percent_off > 0 and percent_off <= 100),
  amount_off_eur numeric(12, 2) check (amount_off_eur > 0),
  amount_off_usd numeric(12, 2) check (amount_off_usd > 0),
  min_order_eur numeric(12, 2) not null default 0 check (min_order_eur >= 0),
  min_order_usd numeric(12, 2) not null default 0 check (min_order_usd >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  max_uses integer check (max_uses > 0),
  max_uses_per_customer integer default 1 check (max_uses_per_customer > 0),
  excluded_product_ids uuid[] not null default '{}',
  applies_to_reservations boolean not null default false,
  paused boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (kind <> 'percent' or percent_off is not null),
  check (kind <> 'fixed' or (amount_off_eur is not null and amount_off_usd is not null)),
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);

comment on table public.promo_codes is 'Promotion codes: what they take off, when, for whom and how often.';

create trigger promo_codes_set_updated_at
  before update on public.promo_codes
  for each row execute function public.set_updated_at();

create table public.promo_redemptions (
  id uuid primary key default gen_random_uuid(),
  promo_code_id uuid not null references public.promo_codes (id) on delete restrict,
  order_id uuid not null unique references public.orders (id) on delete cascade,
  email text not null,
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'held' check (status in ('held', 'used', 'released')),
  discount_amount numeric(12, 2) not null check (discount_amount > 0),
  currency text not null check (currency in ('eur', 'usd')),
  created_at timestamptz not null default now(),
  closed_at timestamptz
);

create index promo_redemptions_code_idx on public.promo_redemptions (promo_code_id, status);
create index promo_redemptions_email_idx on public.promo_redemptions (promo_code_id, email);
create index promo_redemptions_user_idx on public.promo_redemptions (user_id);

comment on table public.promo_redemptions is
  'One use of a code by an order: held while the order is pending, used once paid, released when cancelled.';

create table public.promo_code_failures (
  id bigint generated always as identity primary key,
  client_key text not null,
  created_at timestamptz not null default now()
);

create index promo_code_failures_client_idx on public.promo_code_failures (client_key, created_at desc);

alter table public.orders
  add column discount_amount numeric(12, 2) not null default 0 check (discount_amount >= 0),
  add column promo_code text,
  add constraint orders_discount_within_subtotal check (discount_amount <= subtotal);

alter table public.orders alter column total set expression as (subtotal + shipping_amount - discount_amount);

comment on column public.orders.discount_amount is 'What the promotion code took off the goods (incl. VAT).';
comment on column public.orders.promo_code is 'The promotion code applied to the order, as the shop spells it.';

alter table public.promo_codes enable row level security;
alter table public.promo_redemptions enable row level security;
alter table public.promo_code_failures enable row level security;

create policy "admins read promo codes" on public.promo_codes for select to authenticated
  using ((select public.is_admin()));
create policy "admins insert promo codes" on public.promo_codes for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins update promo codes" on public.promo_codes for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admin writes need aal2 (insert)" on public.promo_codes as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));
create policy "admin writes need aal2 (update)" on public.promo_codes as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));
create policy "admin writes need aal2 (delete)" on public.promo_codes as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));
create policy "admins read promo uses" on public.promo_redemptions for select to authenticated
  using ((select public.is_admin()));

revoke all on public.promo_redemptions from anon;
revoke insert, update, delete on public.promo_redemptions from authenticated;
revoke all on public.promo_code_failures from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Uses follow the order
-- ---------------------------------------------------------------------------------------------------------
create function public.orders_promo_redemption()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'cancelled' then
    update public.promo_redemptions set status = 'released', closed_at = pg_catalog.now()
    where order_id = new.id and status = 'held';
  elsif new.status in ('paid', 'deposit_paid', 'fulfilled', 'shipped', 'delivered') then
    update public.promo_redemptions set status = 'used', closed_at = pg_catalog.now()
    where order_id = new.id and status = 'held';
  end if;
  return null;
end;
$$;

revoke execute on function public.orders_promo_redemption() from public, anon, authenticated;

create trigger orders_promo_redemption
  after update of status on public.orders
  for each row
  when (old.status is distinct from new.status)
  execute function public.orders_promo_redemption();

-- ---------------------------------------------------------------------------------------------------------
-- Guessing
-- ---------------------------------------------------------------------------------------------------------

-- The code's row for p_code (any case), or null after counting a failure for the client. PT429 when the client
-- has failed 10 times in 15 minutes. The failure is written even when the caller later raises only if the
-- caller's transaction commits: check_promo_code answers instead of raising for that reason.
create function public.promo_code_find(p_client text, p_code text)
returns public.promo_codes
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_client text := coalesce(p_client, 'unknown');
  v_failures integer;
  v_oldest timestamptz;
  v_retry integer;
  v_row public.promo_codes;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('promo-guess:' || v_client, 0));
  select count(*), min(f.created_at) into v_failures, v_oldest
  from public.promo_code_failures f
  where f.client_key = v_client and f.created_at > pg_catalog.now() - interval '15 minutes';
  if v_failures >= 10 then
    v_retry := greatest(ceil(extract(epoch from v_oldest + interval '15 minutes' - pg_catalog.now()))::integer, 1);
    raise exception using errcode = 'PT429', message = 'too_many_attempts',
      detail = 'retry_after=' || v_retry,
      hint = 'Too many codes tried: try again in ' || v_retry || ' seconds.';
  end if;
  select * into v_row from public.promo_codes c where c.code = upper(btrim(coalesce(p_code, '')));
  if not found or v_row.paused then
    insert into public.promo_code_failures (client_key) values (v_client);
    if random() < 0.05 then
      delete from public.promo_code_failures where created_at < pg_catalog.now() - interval '1 day';
    end if;
    return null;
  end if;
  return v_row;
end;
$$;

revoke execute on function public.promo_code_find(text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- The rules
-- ---------------------------------------------------------------------------------------------------------

-- What the code takes off these lines ([{ product_id: uuid, line_total }]) of an order of p_kind ('purchase' or
-- 'reservation') in p_currency for this customer, or the error of the first rule it breaks. With p_lock the
-- code's row is locked first (create_checkout_order: the limits are counted under it, so concurrent checkouts
-- take turns and never exceed them).
create function public.promo_discount(
  p_code_id uuid,
  p_currency text,
  p_kind text,
  p_lines jsonb,
  p_email text,
  p_user_id uuid,
  p_lock boolean
)
returns numeric
language plpgsql
volatile
set search_path = ''
as $$
declare
  c public.promo_codes;
  v_subtotal numeric(12, 2);
  v_eligible numeric(12, 2);
  v_minimum numeric(12, 2);
  v_uses integer;
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if p_lock then
    select * into c from public.promo_codes where id = p_code_id for update;
  else
    select * into c from public.promo_codes where id = p_code_id;
  end if;
  if not found or c.paused then
    raise exception 'promo_invalid' using errcode = 'P0001', detail = 'promo_code';
  end if;
  if c.starts_at is not null and pg_catalog.now() < c.starts_at then
    raise exception 'promo_not_started' using errcode = 'P0001', detail = 'promo_code';
  end if;
  if c.ends_at is not null and pg_catalog.now() >= c.ends_at then
    raise exception 'promo_expired' using errcode = 'P0001', detail = 'promo_code';
  end if;
  if p_kind = 'reservation' and not c.applies_to_reservations then
    raise exception 'promo_not_applicable' using errcode = 'P0001', detail = 'promo_code';
  end if;
  select coalesce(sum((l ->> 'line_total')::numeric), 0),
         coalesce(sum((l ->> 'line_total')::numeric)
                    filter (where not ((l ->> 'product_id')::uuid = any (c.excluded_product_ids))), 0)
  into v_subtotal, v_eligible
  from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) l;
  v_minimum := case p_currency when 'eur' then c.min_order_eur else c.min_order_usd end;
  if v_subtotal < v_minimum then
    raise exception 'promo_minimum' using errcode = 'P0001', detail = 'promo_code',
      hint = 'The order is under this code''s minimum of ' || v_minimum || '.';
  end if;
  if v_eligible <= 0 then
    raise exception 'promo_not_applicable' using errcode = 'P0001', detail = 'promo_code';
  end if;
  if c.max_uses is not null then
    select count(*) into v_uses from public.promo_redemptions r
    where r.promo_code_id = c.id and r.status in ('held', 'used');
    if v_uses >= c.max_uses then
      raise exception 'promo_exhausted' using errcode = 'P0001', detail = 'promo_code';
    end if;
  end if;
  if c.max_uses_per_customer is not null then
    select count(*) into v_uses from public.promo_redemptions r
    where r.promo_code_id = c.id and r.status in ('held', 'used')
      and (r.email = v_email or (p_user_id is not null and r.user_id = p_user_id));
    if v_uses >= c.max_uses_per_customer then
      raise exception 'promo_customer_limit' using errcode = 'P0001', detail = 'promo_code';
    end if;
  end if;
  return case c.kind
    when 'percent' then round(v_eligible * c.percent_off / 100, 2)
    else least(case p_currency when 'eur' then c.amount_off_eur else c.amount_off_usd end, v_eligible)
  end;
end;
$$;

revoke execute on function public.promo_discount(uuid, text, text, jsonb, text, uuid, boolean)
  from public, anon, authenticated;

-- The cart's check of a code (anyone; rate limited per client): { ok: true, code, discount, kind, percent_off }
-- for these lines ([{ product_id: slug, quantity }]) at today's prices in the locale's currency, or { ok: false,
-- error, minimum? }. The email, when known, is checked against the per-customer limit; the signed-in account
-- always is. Only create_checkout_order's own check, under the lock, decides.
create function public.check_promo_code(p_code text, p_locale text, p_items jsonb, p_email text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_currency text := case when p_locale = 'fr' then 'eur' else 'usd' end;
  v_row public.promo_codes;
  v_lines jsonb;
  v_discount numeric(12, 2);
begin
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) > 100
     or length(coalesce(p_code, '')) > 60 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'items';
  end if;
  v_row := public.promo_code_find(public.request_client_hash(), p_code);
  if v_row.id is null then
    return jsonb_build_object('ok', false, 'error', 'promo_invalid');
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'product_id', p.id,
           'line_total', case when v_currency = 'eur' then coalesce(p.price_euros, p.price) else p.price end * q.quantity
         )), '[]'::jsonb)
  into v_lines
  from (
    select e.value ->> 'product_id' as slug, least((e.value ->> 'quantity')::integer, 1000) as quantity
    from jsonb_array_elements(p_items) e
    where jsonb_typeof(e.value) = 'object' and (e.value ->> 'quantity') ~ '^[0-9]{1,4}$'
  ) q
  join public.products p on p.product_id = q.slug and p.published and not p.reserve_enabled;
  begin
    v_discount := public.promo_discount(v_row.id, v_currency, 'purchase', v_lines, p_email, auth.uid(), false);
  exception when sqlstate 'P0001' then
    return jsonb_build_object('ok', false, 'error', sqlerrm,
      'minimum', case when sqlerrm = 'promo_minimum'
                      then case v_currency when 'eur' then v_row.min_order_eur else v_row.min_order_usd end end);
  end;
  return jsonb_build_object('ok', true, 'code', v_row.code, 'discount', v_discount, 'kind', v_row.kind,
    'percent_off', v_row.percent_off, 'currency', v_currency);
end;
$$;

comment on function public.check_promo_code(text, text, jsonb, text) is
  'The cart''s check of a promotion code for its lines: the discount or why not; unknown codes count against the client (PT429 after 10 in 15 minutes).';

revoke execute on function public.check_promo_code(text, text, jsonb, text) from public;
grant execute on function public.check_promo_code(text, text, jsonb, text) to anon, authenticated, service_role;

-- create-checkout's guard before create_checkout_order (service role only): the same count of unknown codes,
-- for the address the platform vouches for (cf-connecting-ip, passed by the function). True when the code
-- exists and is not paused; PT429 when the client guessed too often.
create function public.promo_code_guard(p_client_address text, p_code text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return (public.promo_code_find(
    case when nullif(btrim(coalesce(p_client_address, '')), '') is null then null
         else encode(extensions.digest(btrim(p_client_address), 'sha256'), 'hex') end,
    p_code
  )).id is not null;
end;
$$;

revoke execute on function public.promo_code_guard(text, text) from public, anon, authenticated;
grant execute on function public.promo_code_guard(text, text) to service_role;
