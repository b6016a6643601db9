-- Lawful price reductions (Directive 98/6 art. 6a as amended by the Omnibus directive 2019/2161; French consumer
-- code L112-1-1): a price reduction shows as its former price the LOWEST price the shop charged in the 30 days
-- before the reduction started, never a number the admin types. The database keeps the history and computes it.
--
-- product_price_history: one row per product, currency and period a price was charged: [valid_from, valid_to),
--   valid_to null for the price in force. Currencies: 'usd' is products.price; 'eur' is what checkout charges
--   in euros, coalesce(price_euros, price). Written only by the trigger below (SECURITY DEFINER) on every
--   insert of a product and every change of either price; admins read it; anon and members neither read nor
--   write it, and no API role may write it (no grant, and RLS).
--
-- products.on_sale_since: when on_sale last turned on (null while not on sale), kept by a trigger: the API
--   roles cannot choose it.
--
-- The reduction starts at the later of: the moment the current price took effect, and on_sale_since. Its
-- reference (public.product_reference_price) is the lowest price of the rows overlapping the 30 days before
-- that moment, [start - 30 days, start). It is shown only when on sale and above the current price; otherwise
-- there is no struck-through price (and no "On sale" badge: announcing a reduction needs its reference).
-- So a price raised and then lowered within 30 days is compared with the lowest price of those 30 days,
-- not with the raised one; a progressive reduction is compared with the step before it (the strictest
-- reading); and ticking "On sale" long after a price went down shows nothing, since the price of the 30 days
-- before is the current one.
--
-- Products that existed before this migration start their history now: what they charged before is not
-- known, so a product on sale shows its reference only once its history covers the 30 days before its
-- reduction (the lawful outcome: no proof of the former price, no struck-through price).

-- ---------------------------------------------------------------------------------------------------------
-- The history
-- ---------------------------------------------------------------------------------------------------------
create table public.product_price_history (
  id bigint generated always as identity primary key,
  product_id uuid not null references public.products (id) on delete cascade,
  currency text not null check (currency in ('usd', 'eur')),
  price numeric(12, 2) not null check (price >= 0),
  valid_from timestamptz not null default now(),
  valid_to timestamptz,
  constraint product_price_history_valid_to_after_valid_from check (valid_to is null or valid_to > valid_from)
);

create unique index product_price_history_one_current_idx
  on public.product_price_history (product_id, currency) where valid_to is null;
create index product_price_history_product_currency_idx
  on public.product_price_history (product_id, currency, valid_from);

comment on table public.product_price_history is
  'Every price a product was charged, per currency (usd: price; eur: coalesce(price_euros, price)), with its period [valid_from, valid_to). Written by the products trigger only.';

alter table public.product_price_history enable row level security;

create policy "admins read the price history"
  on public.product_price_history for select
  to authenticated
  using ((select public.is_admin()));

revoke all on public.product_price_history from public, anon, authenticated, service_role;
grant select on public.product_price_history to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Writing it: every insert of a product and every change of a price
-- ---------------------------------------------------------------------------------------------------------
create function public.products_record_price_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_currency text;
  v_price numeric(12, 2);
  v_current public.product_price_history%rowtype;
begin
  foreach v_currency in array array['usd', 'eur'] loop
    v_price := case v_currency when 'usd' then new.price else coalesce(new.price_euros, new.price) end;
    select * into v_current
    from public.product_price_history
    where product_id = new.id and currency = v_currency and valid_to is null
    for update;
    if found and v_current.price = v_price then
      continue;
    elsif found and v_current.valid_from >= now() then
      -- Changed twice in one transaction: the first price was never charged.
      update public.product_price_history set price = v_price where id = v_current.id;
    else
      if found then
        update public.product_price_history set valid_to = now() where id = v_current.id;
      end if;
      insert into public.product_price_history (product_id, currency, price, valid_from)
      values (new.id, v_currency, v_price, now());
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function public.products_record_price_history() from public, anon, authenticated;

create trigger products_record_price_history
  after insert or update of price, price_euros on public.products
  for each row execute function public.products_record_price_history();

-- What products had before this migration: their price from now on.
insert into public.product_price_history (product_id, currency, price, valid_from)
select p.id, c.currency, case c.currency when 'usd' then p.price else coalesce(p.price_euros, p.price) end, now()
from public.products p
cross join (values ('usd'), ('eur')) as c (currency);

-- ---------------------------------------------------------------------------------------------------------
-- When the sale started
-- ---------------------------------------------------------------------------------------------------------
alter table public.products add column on_sale_since timestamptz;

comment on column public.products.on_sale_since is
  'When on_sale last turned on; null while not on sale. Kept by a trigger (the API roles cannot set it).';
comment on column public.products.sale_price is
  'The admin''s own note of a former price. Never shown: the shop shows products_public.reference_price, the lowest price of the 30 days before the reduction (product_price_history).';

create function public.products_track_sale_start()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- The API roles never choose the date; the owner (migrations, the seed, tests) may back-date it.
  v_chosen boolean := current_user not in ('anon', 'authenticated', 'service_role');
begin
  if not new.on_sale then
    new.on_sale_since := null;
  elsif tg_op = 'INSERT' then
    if not v_chosen or new.on_sale_since is null then
      new.on_sale_since := now();
    end if;
  elsif not old.on_sale then
    if not v_chosen or new.on_sale_since is null then
      new.on_sale_since := now();
    end if;
  elsif not v_chosen or new.on_sale_since is null then
    new.on_sale_since := old.on_sale_since;
  end if;
  return new;
end;
$$;

revoke execute on function public.products_track_sale_start() from public, anon, authenticated;

create trigger products_track_sale_start
  before insert or update on public.products
  for each row execute function public.products_track_sale_start();

update public.products set on_sale_since = now() where on_sale;

-- ---------------------------------------------------------------------------------------------------------
-- The reference
-- ---------------------------------------------------------------------------------------------------------

-- The lowest price of the rows overlapping the 30 days before p_start: [p_start - 30 days, p_start). Runs as
-- the caller, so it sees what the caller may read of the history (admins: all; anon and members: nothing).
create function public.lowest_price_before(p_product uuid, p_currency text, p_start timestamptz)
returns numeric
language sql
stable
set search_path = ''
as $$
  select min(h.price)
  from public.product_price_history h
  where h.product_id = p_product
    and h.currency = p_currency
    and h.valid_from < p_start
    and (h.valid_to is null or h.valid_to > p_start - interval '30 days');
$$;

comment on function public.lowest_price_before(uuid, text, timestamptz) is
  'The lowest price of a product in a currency over the 30 days before p_start, from product_price_history (as the caller may read it).';

revoke execute on function public.lowest_price_before(uuid, text, timestamptz) from public, anon;
grant execute on function public.lowest_price_before(uuid, text, timestamptz) to authenticated, service_role;

-- The struck-through price the shop shows for a product in a currency, or null: on sale, and the lowest price
-- of the 30 days before the reduction started is above the current price. SECURITY DEFINER because the shop's
-- visitors read it through products_public but may not read the history; it answers for published products
-- only (admins: any), and tells nothing of the history but the figure the shop displays.
create function public.product_reference_price(p_product uuid, p_currency text)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_product public.products%rowtype;
  v_price numeric;
  v_since timestamptz;
  v_reference numeric;
begin
  select * into v_product from public.products where id = p_product;
  if not found or not v_product.on_sale or not (v_product.published or (select public.is_admin())) then
    return null;
  end if;
  v_price := case p_currency
    when 'usd' then v_product.price
    when 'eur' then coalesce(v_product.price_euros, v_product.price)
  end;
  select h.valid_from into v_since
  from public.product_price_history h
  where h.product_id = p_product and h.currency = p_currency and h.valid_to is null;
  if v_price is null or v_since is null then
    return null;
  end if;
  v_reference := public.lowest_price_before(
    p_product, p_currency, greatest(v_since, coalesce(v_product.on_sale_since, v_since))
  );
  return case when v_reference > v_price then v_reference end;
end;
$$;

comment on function public.product_reference_price(uuid, text) is
  'The struck-through price of a product on sale in a currency (usd, eur): the lowest price of the 30 days before the reduction started; null when there is no lawful reduction to show.';

revoke execute on function public.product_reference_price(uuid, text) from public;
grant execute on function public.product_reference_price(uuid, text) to anon, authenticated, service_role;

-- For the admin editor: the reference the shop would show if the product were saved now with these prices and
-- on_sale. A changed price (or on_sale turned on) starts the reduction now. Admins only; runs as the admin.
create function public.admin_reference_price_preview(
  p_product uuid,
  p_price numeric,
  p_on_sale boolean,
  p_price_euros numeric default null
)
returns table (currency text, reference_price numeric)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_product public.products%rowtype;
  v_currency text;
  v_price numeric;
  v_current public.product_price_history%rowtype;
  v_start timestamptz;
  v_reference numeric;
begin
  if not (select public.is_admin()) then
    raise exception 'admins only' using errcode = '42501';
  end if;
  select * into v_product from public.products where id = p_product;
  if not found then
    raise exception 'no such product' using errcode = 'P0002';
  end if;
  foreach v_currency in array array['usd', 'eur'] loop
    currency := v_currency;
    reference_price := null;
    v_price := case v_currency when 'usd' then p_price else coalesce(p_price_euros, p_price) end;
    if p_on_sale and v_price is not null then
      select * into v_current
      from public.product_price_history h
      where h.product_id = p_product and h.currency = v_currency and h.valid_to is null;
      if found and v_current.price = v_price and v_product.on_sale then
        -- Nothing changes: the reduction in force keeps its start.
        v_start := greatest(v_current.valid_from, coalesce(v_product.on_sale_since, v_current.valid_from));
      else
        -- A new price, or the sale turned on: the reduction would start at the save.
        v_start := now();
      end if;
      v_reference := public.lowest_price_before(p_product, v_currency, v_start);
      if v_reference > v_price then
        reference_price := v_reference;
      end if;
    end if;
    return next;
  end loop;
end;
$$;

comment on function public.admin_reference_price_preview(uuid, numeric, boolean, numeric) is
  'Admin editor: per currency, the struck-through price the shop would show if the product were saved now with these prices and on_sale (null: none).';

revoke execute on function public.admin_reference_price_preview(uuid, numeric, boolean, numeric)
  from public, anon;
grant execute on function public.admin_reference_price_preview(uuid, numeric, boolean, numeric)
  to authenticated;
