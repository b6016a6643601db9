-- The owner's VAT screen, /admin/vat (issue 28, item 3, the admin half): where the shop stands against the
-- one-stop-shop (OSS) threshold, and why destination rates apply or not. The rules are in
-- 20261128000000_vat_rates.sql; the rates and the OSS registration are edited through RLS (admins at aal2).
--
-- public.admin_vat_require()  raises 42501 admins_only for anyone but an admin, 42501 two_factor_required for an
--                             admin at aal1 (the figures are the shop's sales): every admin VAT and accounting
--                             function starts with it.
-- public.admin_vat_overview() one row: this and last calendar year's EU distance sales in euros without VAT
--                             (public.eu_distance_sales_eur, the very figure public.vat_decision compares), the
--                             threshold, the registration day, and whether a new EU sale today is taxed at its
--                             destination's rate, with the reasons: 'registered' (the registration has taken
--                             effect), 'last_year_over', 'this_year_over' (over the threshold).

create function public.admin_vat_require()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception using errcode = '42501', message = 'admins_only',
      hint = 'Only an admin may read the shop''s VAT figures.';
  end if;
  if not coalesce((select public.admin_read_allowed()), false) then
    raise exception using errcode = '42501', message = 'two_factor_required',
      hint = 'Confirm the code of your authenticator app first (two-factor authentication).';
  end if;
end;
$$;

comment on function public.admin_vat_require() is
  'Raises admins_only for anyone but an admin and two_factor_required for an admin at aal1; the guard of the admin VAT and accounting functions.';

revoke execute on function public.admin_vat_require() from public, anon, authenticated;

create function public.admin_vat_overview()
returns table (
  today date,
  this_year integer,
  this_year_eur numeric,
  last_year_eur numeric,
  threshold_eur numeric,
  oss_registered_from date,
  destination_rates boolean,
  reasons text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := public.paris_day(pg_catalog.now());
  v_year integer := extract(year from public.paris_day(pg_catalog.now()))::integer;
  v_settings public.vat_settings;
  v_this numeric := public.eu_distance_sales_eur(extract(year from public.paris_day(pg_catalog.now()))::integer);
  v_last numeric := public.eu_distance_sales_eur(extract(year from public.paris_day(pg_catalog.now()))::integer - 1);
  v_reasons text[] := '{}';
begin
  perform public.admin_vat_require();
  select * into v_settings from public.vat_settings where id;
  -- The same tests as public.vat_decision, in its order.
  if v_settings.oss_registered_from <= v_today then
    v_reasons := v_reasons || 'registered'::text;
  end if;
  if v_last > v_settings.oss_threshold_eur then
    v_reasons := v_reasons || 'last_year_over'::text;
  end if;
  if v_this > v_settings.oss_threshold_eur then
    v_reasons := v_reasons || 'this_year_over'::text;
  end if;
  return query select v_today, v_year, v_this, v_last, v_settings.oss_threshold_eur, v_settings.oss_registered_from,
    cardinality(v_reasons) > 0, v_reasons;
end;
$$;

comment on function public.admin_vat_overview() is
  'Admins at aal2 (admin_vat_require): this and last calendar year''s EU distance sales (euros, VAT excluded) against the OSS threshold, the registration day, and whether a new EU sale today is taxed at its destination''s rate and why (registered, last_year_over, this_year_over).';

revoke execute on function public.admin_vat_overview() from public, anon;
grant execute on function public.admin_vat_overview() to authenticated;
