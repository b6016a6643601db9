create or replace function public.sell_order_units(p_order_id uuid, p_take_released boolean)
  returns void language plpgsql set search_path to ''
as $function$
declare
  l record;
  v_product public.products;
  v_from integer;
  v_ahead integer;
begin
  -- Holds first, then products: the order the sweep and the cancellation lock them in.
  perform 1 from public.stock_holds h where h.order_id = p_order_id and h.status = 'held' for update;

  -- What the holds kept, and (when the payment came after they were released) what the lines take again; one
  -- list in product order, so that the rows are locked in the order every checkout locks them.
  for l in
    select x.item_id, x.product_id, x.quantity, x.units_per_line_unit, x.in_set, x.hold_id
    from (
      select h.order_item_id as item_id, h.product_id, h.quantity, h.units_per_line_unit,
             h.units_per_line_unit > 1 or exists (
               select 1 from public.order_items i
               join public.product_set_components c on c.set_id = i.product_id
               where i.id = h.order_item_id
             ) as in_set,
             h.id as hold_id
      from public.stock_holds h
      where h.order_id = p_order_id and h.status = 'held'
      union all
      select s.item_id, s.product_id, s.quantity, s.units_per_line_unit, s.in_set, null::uuid
      from public.order_stock_lines(p_order_id) s
      where p_take_released and not exists (
        select 1 from public.stock_holds h
        where h.order_item_id = s.item_id and h.product_id = s.product_id and h.status in ('held', 'sold')
      )
    ) x
    order by x.product_id, x.item_id
  loop
    select * into v_product from public.products p where p.id = l.product_id for update;

    if l.hold_id is null and not (public.product_can_take(v_product, l.quantity)
                                  and (not l.in_set or public.product_sells_in_set(v_product))) then
      raise exception 'stock_gone' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    if (v_product.reserve_enabled or v_product.preorder_enabled) and not l.in_set then
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
        stock_held = p.stock_held - case when l.hold_id is null then 0 else l.quantity end
    where p.id = l.product_id;

    if l.hold_id is null then
      insert into public.stock_holds (
        order_id, order_item_id, product_id, quantity, status, expires_at, from_stock, sold_ahead, sold_at,
        units_per_line_unit
      ) values (
        p_order_id, l.item_id, l.product_id, l.quantity, 'sold', pg_catalog.now(), v_from, v_ahead,
        pg_catalog.now(), l.units_per_line_unit
      );
    else
      update public.stock_holds
      set status = 'sold', from_stock = v_from, sold_ahead = v_ahead, sold_at = pg_catalog.now()
      where id = l.hold_id;
    end if;
  end loop;
end;
$function$;

revoke all on function public.sell_order_units(p_order_id uuid, p_take_released boolean) from public, anon, authenticated, service_role;
grant execute on function public.sell_order_units(p_order_id uuid, p_take_released boolean) to service_role;
