create or replace function public.return_order_units(p_order_id uuid, p_order_item_id uuid default null::uuid)
  returns integer language plpgsql set search_path to ''
as $function$
declare
  v_products uuid[];
  v_from integer[];
  v_ahead integer[];
begin
  perform 1 from public.stock_holds h
  where h.order_id = p_order_id and h.status in ('held', 'sold')
    and (p_order_item_id is null or h.order_item_id = p_order_item_id)
  for update;

  perform public.release_order_holds(p_order_id, 'cancelled', p_order_item_id);

  with returned as (
    update public.stock_holds h
    set status = 'returned', returned_at = pg_catalog.now()
    where h.order_id = p_order_id and h.status = 'sold'
      and (p_order_item_id is null or h.order_item_id = p_order_item_id)
    returning h.product_id, h.from_stock, h.sold_ahead
  ), per_product as (
    select product_id, sum(from_stock)::integer as from_stock, sum(sold_ahead)::integer as sold_ahead
    from returned
    group by product_id
  )
  select array_agg(product_id order by product_id), array_agg(from_stock order by product_id),
         array_agg(sold_ahead order by product_id)
  into v_products, v_from, v_ahead
  from per_product;

  for i in 1 .. coalesce(cardinality(v_products), 0) loop
    update public.products
    set stock = case when stock is null then null else stock + v_from[i] end,
        sold_ahead = greatest(sold_ahead - v_ahead[i], 0)
    where id = v_products[i];
  end loop;
  return coalesce((select sum(x) from unnest(v_from) x), 0);
end;
$function$;

revoke all on function public.return_order_units(p_order_id uuid, p_order_item_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.return_order_units(p_order_id uuid, p_order_item_id uuid) to service_role;
