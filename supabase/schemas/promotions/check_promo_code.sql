create or replace function public.check_promo_code (
  p_code     text,
  p_locale   text,
  p_items    jsonb,
  p_currency text  default null::text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_currency text := coalesce(lower(btrim(p_currency)), case when p_locale = 'fr' then 'eur' else 'usd' end);
  v_row public.promo_codes;
  v_lines jsonb;
  v_discount numeric(12, 2);
begin
  if v_currency not in ('eur', 'usd') then
    raise exception 'currency_unsupported' using errcode = 'P0001', detail = 'currency',
      hint = 'Payments are taken in euros (eur) or US dollars (usd).';
  end if;
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) > 100
     or length(coalesce(p_code, '')) > 60 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'items';
  end if;
  v_row := public.promo_code_find(public.request_client_hash(), p_code);
  if v_row.id is null then
    return jsonb_build_object('ok', false, 'error', 'promo_invalid');
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'product_id', p.id,
           'line_total', case when v_currency = 'eur' then coalesce(p.price_euros, p.price) else p.price end * q.quantity
         )), '[]'::jsonb)
  into v_lines
  from (
    select e.value ->> 'product_id' as slug, least((e.value ->> 'quantity')::integer, 1000) as quantity
    from jsonb_array_elements(p_items) e
    where jsonb_typeof(e.value) = 'object' and (e.value ->> 'quantity') ~ '^[0-9]{1,4}$'
  ) q
  join public.products p on p.product_id = q.slug and p.published and not p.reserve_enabled;
  begin
    -- No address: whether one used the code is nobody's business here. A member's own account is counted.
    v_discount := public.promo_discount(v_row.id, v_currency, 'purchase', v_lines, null, auth.uid(), false);
  exception when sqlstate 'P0001' then
    return jsonb_build_object('ok', false, 'error', sqlerrm,
      'minimum', case when sqlerrm = 'promo_minimum'
                      then case v_currency when 'eur' then v_row.min_order_eur else v_row.min_order_usd end end);
  end;
  return jsonb_build_object('ok', true, 'code', v_row.code, 'discount', v_discount, 'kind', v_row.kind,
    'percent_off', v_row.percent_off, 'currency', v_currency);
end;
$function$;

comment on function "public"."check_promo_code"(text, text, jsonb, text) is 'The cart''s check of a promotion code for its lines, in the shopper''s currency (default the locale''s): the discount or why not; unknown codes count against the client (PT429 after 10 in 15 minutes).';

revoke all on function public.check_promo_code(p_code text, p_locale text, p_items jsonb, p_currency text) from public, anon, authenticated, service_role;
grant execute on function public.check_promo_code(p_code text, p_locale text, p_items jsonb, p_currency text) to anon, authenticated, service_role;
