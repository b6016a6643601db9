-- Shipping zones and rates (issue 16, item 4). A zone is a set of ISO countries (a country belongs to one zone
-- at most: shipping_zone_countries.country is the key); each zone has rates per currency ('eur' for the French
-- shop, 'usd' for the English one) by order weight (the smallest band whose up_to_grams holds the order's
-- weight; a band without up_to_grams takes any weight, so one such band is a flat rate) and, per currency, a
-- free-shipping threshold on the goods' subtotal. Products weigh weight_grams (0 when not given).
--
-- public.shipping_quote prices delivery for a country, currency, weight and subtotal; create_checkout_order
-- calls it with the order (20261123400010_checkout_shipping.sql), never a figure from the browser.
-- Errors (P0001): shipping_country_unsupported (no zone holds the country; detail shipping.country),
-- shipping_weight_unsupported (the zone has no band for this weight in this currency).
-- public.shipping_estimate is what the cart shows: the same quote for the cart's lines (anyone; invoker
-- rights, so only published products count).
--
-- Everyone reads zones and rates (they are the shop's published prices); admins write them past two-factor.

create table public.shipping_zones (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[a-z0-9-]{1,40}$'),
  name_en text not null check (length(btrim(name_en)) between 1 and 80),
  name_fr text not null check (length(btrim(name_fr)) between 1 and 80),
  position integer not null default 0,
  free_from_eur numeric(12, 2) check (free_from_eur >= 0),
  free_from_usd numeric(12, 2) check (free_from_usd >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.shipping_zones is
  'Delivery zones; free_from_<currency> is the goods subtotal from which delivery is free (null: never).';

create table public.shipping_zone_countries (
  country text primary key check (country ~ '^[A-Z]{2}$'),
  zone_id uuid not null references public.shipping_zones (id) on delete cascade
);

create index shipping_zone_countries_zone_idx on public.shipping_zone_countries (zone_id);

comment on table public.shipping_zone_countries is 'The zone each country is delivered in (one zone per country).';

create table public.shipping_rates (
  id uuid primary key default gen_random_uuid(),
  zone_id uuid not null references public.shipping_zones (id) on delete cascade,
  currency text not null check (currency in ('eur', 'usd')),
  up_to_grams integer check (up_to_grams > 0),
  amount numeric(12, 2) not null check (amount >= 0),
  created_at timestamptz not null default now(),
  unique nulls not distinct (zone_id, currency, up_to_grams)
);

comment on table public.shipping_rates is
  'What delivery costs in a zone and currency for an order weighing up to up_to_grams (null: any weight).';

alter table public.products add column weight_grams integer not null default 0
  check (weight_grams between 0 and 1000000);

comment on column public.products.weight_grams is 'Shipping weight of one unit, packed, in grams.';

create trigger shipping_zones_set_updated_at
  before update on public.shipping_zones
  for each row execute function public.set_updated_at();

alter table public.shipping_zones enable row level security;
alter table public.shipping_zone_countries enable row level security;
alter table public.shipping_rates enable row level security;

do $$
declare
  v_table text;
begin
  foreach v_table in array array['shipping_zones', 'shipping_zone_countries', 'shipping_rates'] loop
    execute format('create policy "anyone reads %1$s" on public.%1$I for select to anon, authenticated
                      using (true)', v_table);
    execute format('create policy "admins insert %1$s" on public.%1$I for insert to authenticated
                      with check ((select public.is_admin()))', v_table);
    execute format('create policy "admins update %1$s" on public.%1$I for update to authenticated
                      using ((select public.is_admin())) with check ((select public.is_admin()))', v_table);
    execute format('create policy "admins delete %1$s" on public.%1$I for delete to authenticated
                      using ((select public.is_admin()))', v_table);
    execute format(
      'create policy "admin writes need aal2 (insert)" on public.%I as restrictive for insert to authenticated
         with check ((select public.admin_write_allowed()))', v_table);
    execute format(
      'create policy "admin writes need aal2 (update)" on public.%I as restrictive for update to authenticated
         using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()))', v_table);
    execute format(
      'create policy "admin writes need aal2 (delete)" on public.%I as restrictive for delete to authenticated
         using ((select public.admin_write_allowed()))', v_table);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Pricing
-- ---------------------------------------------------------------------------------------------------------

-- Delivery of p_grams of goods worth p_subtotal to p_country, in p_currency: { zone, zone_name_en,
-- zone_name_fr, amount, free_from }. Raises shipping_country_unsupported / shipping_weight_unsupported.
create function public.shipping_quote(p_country text, p_currency text, p_grams integer, p_subtotal numeric)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  z public.shipping_zones;
  v_free numeric(12, 2);
  v_amount numeric(12, 2);
begin
  select s.* into z
  from public.shipping_zone_countries c
  join public.shipping_zones s on s.id = c.zone_id
  where c.country = upper(btrim(coalesce(p_country, '')));
  if not found then
    raise exception 'shipping_country_unsupported' using errcode = 'P0001', detail = 'shipping.country',
      hint = 'We do not deliver to this country.';
  end if;
  select r.amount into v_amount
  from public.shipping_rates r
  where r.zone_id = z.id and r.currency = p_currency
    and (r.up_to_grams is null or r.up_to_grams >= greatest(coalesce(p_grams, 0), 0))
  order by r.up_to_grams nulls last
  limit 1;
  if not found then
    raise exception 'shipping_weight_unsupported' using errcode = 'P0001', detail = 'shipping.country',
      hint = 'This order is too heavy to be delivered to this country.';
  end if;
  v_free := case p_currency when 'eur' then z.free_from_eur else z.free_from_usd end;
  if v_free is not null and coalesce(p_subtotal, 0) >= v_free then
    v_amount := 0;
  end if;
  return jsonb_build_object(
    'zone', z.code,
    'zone_name_en', z.name_en,
    'zone_name_fr', z.name_fr,
    'amount', v_amount,
    'free_from', v_free
  );
end;
$$;

comment on function public.shipping_quote(text, text, integer, numeric) is
  'Delivery price for a country, currency (eur/usd), order weight (g) and goods subtotal; raises shipping_country_unsupported or shipping_weight_unsupported.';

-- The cart's estimate: p_items as create-checkout takes them ([{ product_id: slug, quantity }]), priced at
-- today's prices in the locale's currency (fr: eur, en: usd). Lines of unknown or unpublished products count
-- for nothing (checkout refuses them with its own message). Adds subtotal, weight_grams and currency.
create function public.shipping_estimate(p_locale text, p_country text, p_items jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_currency text := case when p_locale = 'fr' then 'eur' else 'usd' end;
  v_subtotal numeric(12, 2);
  v_grams integer;
begin
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) > 100 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'items';
  end if;
  select coalesce(sum(case when v_currency = 'eur' then coalesce(p.price_euros, p.price) else p.price end * q.quantity), 0),
         coalesce(sum(p.weight_grams * q.quantity), 0)
  into v_subtotal, v_grams
  from (
    select e.value ->> 'product_id' as slug, least(greatest((e.value ->> 'quantity')::integer, 0), 1000) as quantity
    from jsonb_array_elements(p_items) e
    where jsonb_typeof(e.value) = 'object' and jsonb_typeof(e.value -> 'quantity') = 'number'
      and (e.value ->> 'quantity') ~ '^[0-9]{1,4}$'
  ) q
  join public.products p on p.product_id = q.slug and p.published;
  return public.shipping_quote(p_country, v_currency, v_grams, v_subtotal)
    || jsonb_build_object('currency', v_currency, 'subtotal', v_subtotal, 'weight_grams', v_grams);
end;
$$;

comment on function public.shipping_estimate(text, text, jsonb) is
  'The cart''s delivery estimate for a country: the checkout''s own quote for these lines at today''s prices.';

-- Public prices: the cart's estimate (invoker rights) calls the quote as the visitor.
revoke execute on function public.shipping_quote(text, text, integer, numeric) from public;
grant execute on function public.shipping_quote(text, text, integer, numeric) to anon, authenticated, service_role;
revoke execute on function public.shipping_estimate(text, text, jsonb) from public;
grant execute on function public.shipping_estimate(text, text, jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The shop's zones and rates (admins change them in /admin/shipping)
-- ---------------------------------------------------------------------------------------------------------
insert into public.shipping_zones (code, name_en, name_fr, position, free_from_eur, free_from_usd) values
  ('france', 'France', 'France', 1, 50, 50),
  ('eu', 'European Union', 'Union européenne', 2, 100, 110),
  ('world', 'Rest of the world', 'Reste du monde', 3, 200, 220);

insert into public.shipping_zone_countries (country, zone_id)
select c.country, z.id
from public.shipping_zones z
cross join lateral unnest(case z.code
  when 'france' then array['FR', 'MC']
  when 'eu' then array['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'GR', 'HR', 'HU', 'IE', 'IT',
                       'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']
  else array['CH', 'NO', 'GB', 'US', 'CA', 'AU', 'NZ', 'JP', 'SG']
end) as c (country);

insert into public.shipping_rates (zone_id, currency, up_to_grams, amount)
select z.id, r.currency, r.up_to_grams, r.amount
from public.shipping_zones z
join (values
  ('france', 'eur', 500, 6.90), ('france', 'eur', 2000, 9.90), ('france', 'eur', null, 14.90),
  ('france', 'usd', 500, 7.90), ('france', 'usd', 2000, 11.50), ('france', 'usd', null, 16.90),
  ('eu', 'eur', 500, 12.50), ('eu', 'eur', 2000, 18.00), ('eu', 'eur', null, 26.00),
  ('eu', 'usd', 500, 14.00), ('eu', 'usd', 2000, 20.50), ('eu', 'usd', null, 29.00),
  ('world', 'eur', 500, 24.00), ('world', 'eur', 2000, 35.00), ('world', 'eur', null, 55.00),
  ('world', 'usd', 500, 26.00), ('world', 'usd', 2000, 39.00), ('world', 'usd', null, 62.00)
) as r (zone, currency, up_to_grams, amount) on r.zone = z.code;
