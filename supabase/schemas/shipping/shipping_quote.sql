create or replace function public.shipping_quote (
  p_country  text,
  p_currency text,
  p_grams    integer,
  p_subtotal numeric
)
  returns jsonb
  language plpgsql
  stable
  set search_path to ''
  AS $function$
declare
  z public.shipping_zones;
  v_free numeric(12, 2);
  v_amount numeric(12, 2);
  v_rate numeric(12, 2);
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
  v_rate := v_amount;
  if v_free is not null and coalesce(p_subtotal, 0) >= v_free then
    v_amount := 0;
  end if;
  return jsonb_build_object(
    'rate', v_rate,
    'zone', z.code,
    'zone_name_en', z.name_en,
    'zone_name_fr', z.name_fr,
    'amount', v_amount,
    'free_from', v_free
  );
end;
$function$;

comment on function "public"."shipping_quote"(text, text, integer, numeric) is 'Delivery price for a country, currency (eur/usd), order weight (g) and goods subtotal; raises shipping_country_unsupported or shipping_weight_unsupported.';

revoke all on function public.shipping_quote(p_country text, p_currency text, p_grams integer, p_subtotal numeric) from public, anon, authenticated, service_role;
grant execute on function public.shipping_quote(p_country text, p_currency text, p_grams integer, p_subtotal numeric) to anon, authenticated, service_role;
