create or replace function public.product_reference_price(p_product uuid, p_currency text)
  returns numeric language plpgsql stable security definer set search_path to ''
as $function$
declare
  v_product public.products%rowtype;
  v_price numeric;
  v_since timestamptz;
  v_reference numeric;
begin
  select * into v_product from public.products where id = p_product;
  if not found or not v_product.on_sale or not (v_product.published or (select public.is_admin())) then
    return null;
  end if;
  v_price := case p_currency
    when 'usd' then v_product.price
    when 'eur' then coalesce(v_product.price_euros, v_product.price)
  end;
  select h.valid_from into v_since
  from public.product_price_history h
  where h.product_id = p_product and h.currency = p_currency and h.valid_to is null;
  if v_price is null or v_since is null then
    return null;
  end if;
  v_reference := public.lowest_price_before(
    p_product, p_currency, greatest(v_since, coalesce(v_product.on_sale_since, v_since))
  );
  return case when v_reference > v_price then v_reference end;
end;
$function$;

comment on function "public"."product_reference_price"(uuid, text) is 'The struck-through price of a product on sale in a currency (usd, eur): the lowest price of the 30 days before the reduction started; null when there is no lawful reduction to show.';

revoke all on function public.product_reference_price(p_product uuid, p_currency text) from public, anon, authenticated, service_role;
grant execute on function public.product_reference_price(p_product uuid, p_currency text) to anon, authenticated, service_role;
