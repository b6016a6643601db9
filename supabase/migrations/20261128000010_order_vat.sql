-- Every order's VAT decided in its own transaction from its delivery country (issue 28, items 1 to 3); the rules
-- are in 20261128000000_vat_rates.sql. The price a shopper pays never depends on it: prices include VAT, and
-- only the VAT content of the total changes (none in an export).
--
-- orders.vat_regime   'domestic' (France, Monaco), 'eu_origin' (another EU country, French rate, under the OSS
--                     threshold), 'eu_oss' (that country's rate), 'export' (outside the EU, exempt)
-- orders.vat_country  the country whose rate applies (FR for domestic and eu_origin; the destination for eu_oss
--                     and export)
-- orders.vat_rate     the rate on the day the order was placed; each invoice applies the rate in force on the
--                     day of its payment (a reservation's deposit and balance may differ)
-- Set by a trigger on insert (create_checkout_order is the only writer), decided again when an admin changes the
-- delivery country before anything was invoiced; after an invoice, a change that would change the VAT is
-- refused (P0001 vat_country_locked).
--
-- shipping_estimate answers the VAT the cart should show for the country ('vat': regime, rate, country) and
-- takes the currency the shopper chose (p_currency; the language's currency when null).

alter table public.orders
  add column vat_regime text constraint orders_vat_regime_known
    check (vat_regime in ('domestic', 'eu_origin', 'eu_oss', 'export')),
  add column vat_country text constraint orders_vat_country_iso check (vat_country ~ '^[A-Z]{2}$'),
  add column vat_rate numeric(5, 2) constraint orders_vat_rate_range check (vat_rate >= 0 and vat_rate < 100),
  add constraint orders_export_untaxed check (vat_regime is distinct from 'export' or vat_rate = 0);

comment on column public.orders.vat_regime is
  'domestic | eu_origin | eu_oss | export: how the order is taxed, decided from the delivery country when it was placed (public.vat_decision).';

-- Orders placed before: France and Monaco domestic, the EU at the French rate (the shop was not registered and
-- counted nothing), elsewhere exports. Their invoices already issued keep what they say. Not an order's event:
-- the order triggers (its log, its mails) stay out of it.
alter table public.orders disable trigger user;
update public.orders o
set vat_regime = d.regime, vat_country = d.country, vat_rate = d.rate
from (
  select o2.id,
         case when o2.shipping_country in ('FR', 'MC') then 'domestic'
              when exists (select 1 from public.vat_rates r where r.country = o2.shipping_country) then 'eu_origin'
              else 'export' end as regime,
         case when o2.shipping_country in ('FR', 'MC')
                or exists (select 1 from public.vat_rates r where r.country = o2.shipping_country) then 'FR'
              else coalesce(o2.shipping_country, 'FR') end as country,
         case when o2.shipping_country in ('FR', 'MC')
                or exists (select 1 from public.vat_rates r where r.country = o2.shipping_country)
              then public.vat_rate_on('FR', public.paris_day(o2.created_at))
              else 0 end as rate
  from public.orders o2
) d
where d.id = o.id;
alter table public.orders enable trigger user;

create index orders_eu_distance_idx on public.orders (created_at)
  where vat_regime in ('eu_origin', 'eu_oss');
-- The last recorded rate of a currency, read for every dollar order the year's total counts.
create index invoice_exchange_rates_latest_idx on public.invoice_exchange_rates (currency, rate_date desc, recorded_at desc);

-- Dollars per euro for an order's euro figures: its first invoice's recorded ECB rate, else the last the shop
-- recorded, else 1 (a dollar counted as a euro: the threshold is reached early rather than late).
create function public.order_units_per_euro(p_order_id uuid, p_currency text)
returns numeric
language sql
stable
set search_path = ''
as $$
  select case when p_currency = 'eur' then 1::numeric else coalesce(
    (select x.units_per_euro from public.invoices i
       join public.invoice_exchange_rates x on x.invoice_id = i.id
     where i.order_id = p_order_id order by i.issued_at limit 1),
    (select x.units_per_euro from public.invoice_exchange_rates x
     where x.currency = p_currency order by x.rate_date desc, x.recorded_at desc limit 1),
    1::numeric) end
$$;

revoke execute on function public.order_units_per_euro(uuid, text) from public, anon, authenticated;

-- The calendar year's EU distance sales in euros, VAT excluded: orders delivered to another EU country, not
-- cancelled (an unpaid order counts until it expires), less what was refunded.
create function public.eu_distance_sales_eur(p_year integer)
returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(round(
    (o.total - o.refunded_amount) / (1 + o.vat_rate / 100) / public.order_units_per_euro(o.id, o.currency), 2
  )), 0)
  from public.orders o
  where o.vat_regime in ('eu_origin', 'eu_oss')
    and o.status not in ('cancelled', 'refunded')
    and o.created_at >= pg_catalog.make_timestamptz(p_year, 1, 1, 0, 0, 0, 'Europe/Paris')
    and o.created_at < pg_catalog.make_timestamptz(p_year + 1, 1, 1, 0, 0, 0, 'Europe/Paris')
$$;

revoke execute on function public.eu_distance_sales_eur(integer) from public, anon, authenticated;

-- How a delivery to p_country (none: a sale in France) on p_day is taxed: {regime, country, rate}. p_amount is
-- the sale's own amount, VAT included, in p_currency: an EU distance sale counts it in euros without VAT (at the
-- French rate), and the sale that crosses the threshold is taxed at its destination; other sales never convert
-- it. With p_lock, holds the vat_settings row to the end of the transaction, so that concurrent EU sales are
-- counted one after the other.
create function public.vat_decision(p_country text, p_day date, p_amount numeric, p_currency text, p_lock boolean)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_country text := upper(btrim(coalesce(p_country, '')));
  v_settings public.vat_settings;
  v_year integer := extract(year from p_day)::integer;
  v_add_eur numeric;
  v_destination boolean;
begin
  if v_country <> '' and v_country !~ '^[A-Z]{2}$' then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'shipping.country';
  end if;
  -- Nothing delivered (no country): sold from France.
  if v_country in ('', 'FR', 'MC') then
    return jsonb_build_object('regime', 'domestic', 'country', 'FR', 'rate', public.vat_rate_on('FR', p_day));
  end if;
  if public.vat_rate_on(v_country, p_day) is null then
    return jsonb_build_object('regime', 'export', 'country', v_country, 'rate', 0);
  end if;
  if p_lock then
    select * into v_settings from public.vat_settings where id for update;
  else
    select * into v_settings from public.vat_settings where id;
  end if;
  v_add_eur := round(greatest(coalesce(p_amount, 0), 0) / (1 + coalesce(public.vat_rate_on('FR', p_day), 0) / 100)
                     / public.order_units_per_euro(null, p_currency), 2);
  v_destination := v_settings.oss_registered_from <= p_day
    or public.eu_distance_sales_eur(v_year - 1) > v_settings.oss_threshold_eur
    or public.eu_distance_sales_eur(v_year) + v_add_eur > v_settings.oss_threshold_eur;
  if coalesce(v_destination, false) then
    return jsonb_build_object('regime', 'eu_oss', 'country', v_country, 'rate', public.vat_rate_on(v_country, p_day));
  end if;
  return jsonb_build_object('regime', 'eu_origin', 'country', 'FR', 'rate', public.vat_rate_on('FR', p_day));
end;
$$;

revoke execute on function public.vat_decision(text, date, numeric, text, boolean) from public, anon, authenticated;

-- What a delivery to p_country of goods worth p_amount (VAT included, in p_currency) would be taxed at today, for
-- the cart and the checkout: {regime, country, rate}. Counts nothing and locks nothing. A country the shop does
-- not deliver to gets shipping_quote's refusal (P0001 shipping_country_unsupported).
create function public.vat_quote(p_country text, p_amount numeric, p_currency text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.shipping_zone_countries c where c.country = upper(btrim(coalesce(p_country, '')))
  ) then
    raise exception 'shipping_country_unsupported' using errcode = 'P0001', detail = 'shipping.country',
      hint = 'We do not deliver to this country.';
  end if;
  if coalesce(p_currency, '') not in ('eur', 'usd') then
    raise exception 'currency_unsupported' using errcode = 'P0001', detail = 'currency',
      hint = 'The shop takes euros (eur) and US dollars (usd).';
  end if;
  return public.vat_decision(p_country, public.paris_day(pg_catalog.now()), p_amount, p_currency, false);
end;
$$;

revoke execute on function public.vat_quote(text, numeric, text) from public;
grant execute on function public.vat_quote(text, numeric, text) to anon, authenticated, service_role;

-- An order's VAT, decided as it is placed (and again when an admin changes the country before any invoice).
create function public.orders_decide_vat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_decision jsonb;
begin
  if tg_op = 'UPDATE' then
    if new.shipping_country is not distinct from old.shipping_country then
      return new;
    end if;
    if exists (select 1 from public.invoices i where i.order_id = new.id) then
      v_decision := public.vat_decision(new.shipping_country, public.paris_day(new.created_at), 0, new.currency, false);
      if v_decision ->> 'regime' is distinct from old.vat_regime
         or v_decision ->> 'country' is distinct from old.vat_country then
        raise exception 'vat_country_locked' using errcode = 'P0001', detail = 'shipping.country',
          hint = 'This order was invoiced with the VAT of its first delivery country: a delivery to this country would be taxed differently. Cancel and refund it instead.';
      end if;
      return new;
    end if;
  end if;
  v_decision := public.vat_decision(
    new.shipping_country,
    public.paris_day(new.created_at),
    new.subtotal + new.shipping_amount - new.discount_amount,
    new.currency,
    true
  );
  new.vat_regime := v_decision ->> 'regime';
  new.vat_country := v_decision ->> 'country';
  new.vat_rate := (v_decision ->> 'rate')::numeric;
  return new;
end;
$$;

revoke execute on function public.orders_decide_vat() from public, anon, authenticated;

create trigger orders_decide_vat
  before insert or update of shipping_country on public.orders
  for each row execute function public.orders_decide_vat();

-- The trigger always decides; the defaults only say that an insert need not name them.
alter table public.orders
  alter column vat_regime set default 'domestic',
  alter column vat_regime set not null,
  alter column vat_country set default 'FR',
  alter column vat_country set not null,
  alter column vat_rate set default 0,
  alter column vat_rate set not null;

-- The cart's delivery estimate, in the chosen currency, with the VAT the order would get.
drop function public.shipping_estimate(text, text, jsonb);

create function public.shipping_estimate(p_locale text, p_country text, p_items jsonb, p_currency text default null)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_currency text := coalesce(lower(btrim(p_currency)), case when p_locale = 'fr' then 'eur' else 'usd' end);
  v_subtotal numeric(12, 2);
  v_grams integer;
  v_quote jsonb;
begin
  if v_currency not in ('eur', 'usd') then
    raise exception 'currency_unsupported' using errcode = 'P0001', detail = 'currency',
      hint = 'The shop takes euros (eur) and US dollars (usd).';
  end if;
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
  v_quote := public.shipping_quote(p_country, v_currency, v_grams, v_subtotal);
  return v_quote || jsonb_build_object(
    'currency', v_currency,
    'subtotal', v_subtotal,
    'weight_grams', v_grams,
    'vat', public.vat_quote(p_country, v_subtotal + (v_quote ->> 'amount')::numeric, v_currency)
  );
end;
$$;

comment on function public.shipping_estimate(text, text, jsonb, text) is
  'The delivery price for a cart (items: [{product_id: slug, quantity}]) to a country, in the chosen currency, with the VAT the order would get there (vat: regime, rate, country).';

revoke execute on function public.shipping_estimate(text, text, jsonb, text) from public;
grant execute on function public.shipping_estimate(text, text, jsonb, text) to anon, authenticated, service_role;
