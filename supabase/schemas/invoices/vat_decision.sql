create or replace function public.vat_decision (
  p_country  text,
  p_day      date,
  p_amount   numeric,
  p_currency text,
  p_lock     boolean
)
  returns jsonb
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

revoke all on function public.vat_decision(p_country text, p_day date, p_amount numeric, p_currency text, p_lock boolean) from public, anon, authenticated, service_role;
grant execute on function public.vat_decision(p_country text, p_day date, p_amount numeric, p_currency text, p_lock boolean) to service_role;
