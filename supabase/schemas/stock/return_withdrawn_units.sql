create or replace function public.return_withdrawn_units(p_order_item_id uuid, p_quantity integer)
  returns integer language plpgsql set search_path to ''
as $function$
declare
  h public.stock_holds;
  v_units integer;
  v_from integer;
  v_ahead integer;
  v_returned integer := 0;
begin
  if p_quantity is null or p_quantity <= 0 then
    return 0;
  end if;
  -- p_quantity counts the line's units; a set's line has one sold hold per component, each giving back
  -- p_quantity times its units per set. Products in id order, as checkouts lock them.
  for h in
    select * from public.stock_holds
    where order_item_id = p_order_item_id and status = 'sold'
    order by product_id
    for update
  loop
    v_units := least(p_quantity * h.units_per_line_unit, h.quantity);
    v_from := least(v_units, h.from_stock);
    v_ahead := v_units - v_from;
    if v_units = h.quantity then
      update public.stock_holds set status = 'returned', returned_at = pg_catalog.now() where id = h.id;
    else
      update public.stock_holds
      set quantity = quantity - v_units,
          from_stock = from_stock - v_from,
          sold_ahead = sold_ahead - v_ahead
      where id = h.id;
      insert into public.stock_holds (
        order_id, order_item_id, product_id, session_id, quantity, status, expires_at, from_stock, sold_ahead,
        sold_at, returned_at, units_per_line_unit
      ) values (
        h.order_id, h.order_item_id, h.product_id, h.session_id, v_units, 'returned', h.expires_at, v_from,
        v_ahead, h.sold_at, pg_catalog.now(), h.units_per_line_unit
      );
    end if;
    update public.products
    set stock = case when stock is null then null else stock + v_from end,
        sold_ahead = greatest(sold_ahead - v_ahead, 0)
    where id = h.product_id;
    v_returned := v_returned + v_from;
  end loop;
  return v_returned;
end;
$function$;

revoke all on function public.return_withdrawn_units(p_order_item_id uuid, p_quantity integer) from public, anon, authenticated, service_role;
grant execute on function public.return_withdrawn_units(p_order_item_id uuid, p_quantity integer) to service_role;
