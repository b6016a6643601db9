create or replace function public.eu_distance_sales_eur(p_year integer)
  returns numeric language sql stable set search_path to ''
as $function$
  select coalesce(sum(round(
    (o.total - o.refunded_amount) / (1 + o.vat_rate / 100) / public.order_units_per_euro(o.id, o.currency), 2
  )), 0)
  from public.orders o
  where o.vat_regime in ('eu_origin', 'eu_oss')
    and o.status not in ('cancelled', 'refunded')
    and o.created_at >= pg_catalog.make_timestamptz(p_year, 1, 1, 0, 0, 0, 'Europe/Paris')
    and o.created_at < pg_catalog.make_timestamptz(p_year + 1, 1, 1, 0, 0, 0, 'Europe/Paris')
$function$;

revoke all on function public.eu_distance_sales_eur(p_year integer) from public, anon, authenticated, service_role;
grant execute on function public.eu_distance_sales_eur(p_year integer) to service_role;
