create or replace function public.admin_reference_price_preview (
  p_product     uuid,
  p_price       numeric,
  p_on_sale     boolean,
  p_price_euros numeric default null::numeric
)
  returns table (
    currency        text,
    reference_price numeric
  )
  language plpgsql
  stable
  set search_path to ''
  AS $function$
declare
  v_product public.products%rowtype;
  v_currency text;
  v_price numeric;
  v_current public.product_price_history%rowtype;
  v_start timestamptz;
  v_reference numeric;
begin
  if not (select public.is_admin()) then
    raise exception 'admins only' using errcode = '42501';
  end if;
  select * into v_product from public.products where id = p_product;
  if not found then
    raise exception 'product_not_found' using errcode = 'PT404',
      hint = 'No product has this id.';
  end if;
  foreach v_currency in array array['usd', 'eur'] loop
    currency := v_currency;
    reference_price := null;
    v_price := case v_currency when 'usd' then p_price else coalesce(p_price_euros, p_price) end;
    if p_on_sale and v_price is not null then
      select * into v_current
      from public.product_price_history h
      where h.product_id = p_product and h.currency = v_currency and h.valid_to is null;
      if found and v_current.price = v_price and v_product.on_sale then
        -- Nothing changes: the reduction in force keeps its start.
        v_start := greatest(v_current.valid_from, coalesce(v_product.on_sale_since, v_current.valid_from));
      else
        -- A new price, or the sale turned on: the reduction would start at the save.
        v_start := now();
      end if;
      v_reference := public.lowest_price_before(p_product, v_currency, v_start);
      if v_reference > v_price then
        reference_price := v_reference;
      end if;
    end if;
    return next;
  end loop;
end;
$function$;

comment on function "public"."admin_reference_price_preview"(uuid, numeric, boolean, numeric) is
  'Admin editor: per currency, the struck-through price the shop would show if the product were saved now with these prices and on_sale (null: none).';

revoke all on function public.admin_reference_price_preview(p_product uuid, p_price numeric, p_on_sale boolean, p_price_euros numeric) from public, anon, authenticated, service_role;
grant execute on function public.admin_reference_price_preview(p_product uuid, p_price numeric, p_on_sale boolean, p_price_euros numeric) to authenticated, service_role;
