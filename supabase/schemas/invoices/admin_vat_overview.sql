create or replace function public.admin_vat_overview()
  returns table (
    today               date,
    this_year           integer,
    this_year_eur       numeric,
    last_year_eur       numeric,
    threshold_eur       numeric,
    oss_registered_from date,
    destination_rates   boolean,
    reasons             text[]
  )
  language plpgsql stable security definer set search_path to ''
as $function$
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
$function$;

comment on function "public"."admin_vat_overview"() is 'Admins at aal2 (admin_vat_require): this and last calendar year''s EU distance sales (euros, VAT excluded) against the OSS threshold, the registration day, and whether a new EU sale today is taxed at its destination''s rate and why (registered, last_year_over, this_year_over).';

revoke all on function public.admin_vat_overview() from public, anon, authenticated, service_role;
grant execute on function public.admin_vat_overview() to authenticated, service_role;
