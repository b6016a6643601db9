create or replace function public.sell_order_units(p_order_id uuid, p_take_released boolean)
  returns void language plpgsql set search_path to ''
as $function$
declare
  l record;
  v_product public.products;
  v_hold uuid;
  v_from integer;
  v_ahead integer;
begin
  -- Holds first, then products: the order the sweep and the cancellation lock them in.
  perform 1 from public.stock_holds h where h.order_id = p_order_id and h.status = 'held' for update;

  for l in
    select i.id as item_id, i.product_id, i.quantity
    from public.order_items i
    where i.order_id = p_order_id
      and not exists (select 1 from public.stock_holds h where h.order_item_id = i.id and h.status = 'sold')
    order by i.product_id, i.id
  loop
    select h.id into v_hold from public.stock_holds h where h.order_item_id = l.item_id and h.status = 'held';
    if v_hold is null and not p_take_released then
      continue;
    end if;
    select * into v_product from public.products p where p.id = l.product_id for update;

    if v_hold is null and not public.product_can_take(v_product, l.quantity) then
      raise exception 'stock_gone' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    if v_product.reserve_enabled or v_product.preorder_enabled then
      v_from := case when v_product.stock is null then 0 else least(l.quantity, v_product.stock) end;
    else
      -- Held units are on hand unless an admin lowered the stock below them since: then they are gone too.
      if v_product.stock is not null and v_product.stock < l.quantity then
        raise exception 'stock_gone' using errcode = 'P0001', detail = v_product.product_id;
      end if;
      v_from := case when v_product.stock is null then 0 else l.quantity end;
    end if;
    v_ahead := l.quantity - v_from;

    update public.products p
    set stock = case when p.stock is null then null else p.stock - v_from end,
        sold_ahead = p.sold_ahead + v_ahead,
        stock_held = p.stock_held - case when v_hold is null then 0 else l.quantity end
    where p.id = l.product_id;

    if v_hold is null then
      insert into public.stock_holds (
        order_id, order_item_id, product_id, quantity, status, expires_at, from_stock, sold_ahead, sold_at
      ) values (
        p_order_id, l.item_id, l.product_id, l.quantity, 'sold', pg_catalog.now(), v_from, v_ahead,
        pg_catalog.now()
      );
    else
      update public.stock_holds
      set status = 'sold', from_stock = v_from, sold_ahead = v_ahead, sold_at = pg_catalog.now()
      where id = v_hold;
    end if;
  end loop;
end;
$function$;

revoke all on function public.sell_order_units(p_order_id uuid, p_take_released boolean) from public, anon, authenticated, service_role;
grant execute on function public.sell_order_units(p_order_id uuid, p_take_released boolean) to service_role;
