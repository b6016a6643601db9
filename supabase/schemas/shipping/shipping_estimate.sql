create or replace function public.shipping_estimate (
  p_locale   text,
  p_country  text,
  p_items    jsonb,
  p_currency text  default null::text
)
  returns jsonb
  language plpgsql
  stable
  set search_path to ''
  AS $function$
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
$function$;

comment on function "public"."shipping_estimate"(text, text, jsonb, text) is 'The delivery price for a cart (items: [{product_id: slug, quantity}]) to a country, in the chosen currency, with the VAT the order would get there (vat: regime, rate, country).';

revoke all on function public.shipping_estimate(p_locale text, p_country text, p_items jsonb, p_currency text) from public, anon, authenticated, service_role;
grant execute on function public.shipping_estimate(p_locale text, p_country text, p_items jsonb, p_currency text) to anon, authenticated, service_role;
