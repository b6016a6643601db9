create or replace function public.lowest_price_before (
  p_product  uuid,
  p_currency text,
  p_start    timestamp with time zone
)
  returns numeric
  language sql
  stable
  set search_path to ''
  AS $function$
  select min(h.price)
  from public.product_price_history h
  where h.product_id = p_product
    and h.currency = p_currency
    and h.valid_from < p_start
    and (h.valid_to is null or h.valid_to > p_start - interval '30 days');
$function$;

comment on function "public"."lowest_price_before"(uuid, text, timestamp
  with time zone) is 'The lowest price of a product in a currency over the 30 days before p_start, from product_price_history (as the caller may read it).';

revoke all on function public.lowest_price_before(p_product uuid, p_currency text, p_start timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.lowest_price_before(p_product uuid, p_currency text, p_start timestamp with time zone) to authenticated, service_role;
