-- VAT by delivery country (issue 28, item 1 and 3): the rates, the shop's one-stop-shop (OSS) standing, and the
-- decision every order gets in its own transaction.
--
-- public.vat_rates (country, effective_from) -> rate: the standard rate of each EU member state from the day it
--   takes effect. Seeded with the 27 standard rates in force on 2026-11-27, from the European Commission's
--   "VAT rates applied in the Member States of the European Union" (Taxes in Europe Database, TEDB,
--   taxation-customs.ec.europa.eu), the dates being those of each rate's last change. Monaco is taxed as France
--   (Franco-Monegasque convention of 1963; CGI art. 256-0 counts it in French territory). Everyone reads the
--   rates (the cart shows them); admins add, change and remove rows (aal2), but never so as to change a rate an
--   issued invoice used: public.vat_rates_guard refuses it (P0001 vat_rate_in_use, detail = invoice number).
-- public.vat_settings (one row): oss_registered_from, the day the owner's OSS registration takes effect (from
--   then on every EU distance sale is taxed at its destination's rate), and oss_threshold_eur (10,000 euros,
--   Directive 2006/112/EC art. 59c; CGI art. 258 A).
--
-- The decision (public.vat_decision): France and Monaco: 'domestic' at the French rate. Another EU country:
-- 'eu_origin' at the French rate while this and last calendar year's EU distance sales stay within the threshold
-- and the shop is not registered, else 'eu_oss' at that country's rate; the sale that takes the year's total over
-- the threshold is already 'eu_oss'. Anywhere else: 'export', rate 0 (CGI art. 262 I; Directive 2006/112/EC
-- art. 146). The year's total (public.eu_distance_sales_eur) counts the EU distance orders not cancelled, net of
-- refunds and of VAT, in euros (dollars at the order's invoice's ECB rate once recorded, before that at the last
-- ECB rate the shop recorded, and at one euro per dollar when it has none: never under-counted).
-- Concurrent EU orders are decided one after the other under the vat_settings row's lock.

create table public.vat_rates (
  -- The 27 member states (ISO codes; Greece is GR here, EL in EU documents). A country outside the EU has no
  -- rate: its deliveries are exports.
  country text not null constraint vat_rates_eu_member check (country in (
    'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
    'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'
  )),
  effective_from date not null,
  rate numeric(5, 2) not null constraint vat_rates_rate_range check (rate >= 0 and rate < 100),
  source text not null default 'admin' constraint vat_rates_source_length check (length(source) between 1 and 300),
  created_at timestamptz not null default now(),
  primary key (country, effective_from)
);

comment on table public.vat_rates is
  'Standard VAT rate of each EU member state from the day it takes effect (Europe/Paris). France''s rate also applies to Monaco. Added and changed by admins; a row an issued invoice used is never changed.';

insert into public.vat_rates (country, effective_from, rate, source)
select v.country, v.effective_from::date, v.rate,
       'European Commission, VAT rates applied in the Member States of the EU (TEDB), as in force on 2026-11-27'
from (values
  ('AT', '2016-01-01', 20), ('BE', '1996-01-01', 21), ('BG', '2007-01-01', 20), ('CY', '2014-01-13', 19),
  ('CZ', '2013-01-01', 21), ('DE', '2021-01-01', 19), ('DK', '1992-01-01', 25), ('EE', '2025-07-01', 24),
  ('ES', '2012-09-01', 21), ('FI', '2024-09-01', 25.5), ('FR', '2014-01-01', 20), ('GR', '2016-06-01', 24),
  ('HR', '2013-01-01', 25), ('HU', '2012-01-01', 27), ('IE', '2021-03-01', 23), ('IT', '2013-10-01', 22),
  ('LT', '2009-09-01', 21), ('LU', '2024-01-01', 17), ('LV', '2011-07-01', 21), ('MT', '1999-01-01', 18),
  ('NL', '2012-10-01', 21), ('PL', '2011-01-01', 23), ('PT', '2011-01-01', 23), ('RO', '2025-08-01', 21),
  ('SE', '1990-07-01', 25), ('SI', '2013-07-01', 22), ('SK', '2025-01-01', 23)
) as v (country, effective_from, rate);

alter table public.vat_rates enable row level security;
revoke all on public.vat_rates from anon;
revoke truncate, references, trigger on public.vat_rates from authenticated;
grant select on public.vat_rates to anon, authenticated;

create policy "everyone reads vat rates" on public.vat_rates for select to anon, authenticated using (true);
create policy "admins add vat rates" on public.vat_rates for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins change vat rates" on public.vat_rates for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins remove vat rates" on public.vat_rates for delete to authenticated
  using ((select public.is_admin()));
create policy "admin writes need aal2 (insert)" on public.vat_rates as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));
create policy "admin writes need aal2 (update)" on public.vat_rates as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));
create policy "admin writes need aal2 (delete)" on public.vat_rates as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));

create table public.vat_settings (
  id boolean primary key default true check (id),
  oss_registered_from date,
  oss_threshold_eur numeric(12, 2) not null default 10000
    constraint vat_settings_threshold_positive check (oss_threshold_eur > 0),
  updated_at timestamptz not null default now()
);

comment on table public.vat_settings is
  'One row: the day the shop''s OSS registration takes effect (null: not registered) and the EU distance-sales threshold in euros (10,000).';

insert into public.vat_settings (id) values (true);

create trigger vat_settings_set_updated_at
  before update on public.vat_settings
  for each row execute function public.set_updated_at();

alter table public.vat_settings enable row level security;
revoke all on public.vat_settings from anon;
revoke insert, delete, truncate on public.vat_settings from authenticated;

create policy "admins read vat settings" on public.vat_settings for select to authenticated
  using ((select public.is_admin()));
create policy "admins update vat settings" on public.vat_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admin writes need aal2 (update)" on public.vat_settings as restrictive for update
  to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

-- The rate in force in a country on a day (Monaco: France's). Null when the country has none (outside the EU).
create function public.vat_rate_on(p_country text, p_day date)
returns numeric
language sql
stable
set search_path = ''
as $$
  select r.rate
  from public.vat_rates r
  where r.country = case when p_country = 'MC' then 'FR' else p_country end
    and r.effective_from <= p_day
  order by r.effective_from desc
  limit 1
$$;

revoke execute on function public.vat_rate_on(text, date) from public;
grant execute on function public.vat_rate_on(text, date) to anon, authenticated, service_role;

-- The day an instant falls on in Paris, the shop's calendar for rates, invoices and the threshold's years.
create function public.paris_day(p_at timestamptz)
returns date
language sql
stable
set search_path = ''
as $$
  select (p_at at time zone 'Europe/Paris')::date
$$;

revoke execute on function public.paris_day(timestamptz) from public;
grant execute on function public.paris_day(timestamptz) to anon, authenticated, service_role;
