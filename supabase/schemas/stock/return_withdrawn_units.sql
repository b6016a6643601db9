create or replace function public.return_withdrawn_units(p_order_item_id uuid, p_quantity integer)
  returns integer language plpgsql set search_path to ''
as $function$
declare
  h public.stock_holds;
  v_from integer;
  v_ahead integer;
begin
  select * into h from public.stock_holds
  where order_item_id = p_order_item_id and status = 'sold'
  for update;
  if not found or p_quantity <= 0 then
    return 0;
  end if;
  if p_quantity >= h.quantity then
    return public.return_order_units(h.order_id, p_order_item_id);
  end if;

  v_from := least(p_quantity, h.from_stock);
  v_ahead := p_quantity - v_from;
  update public.stock_holds
  set quantity = quantity - p_quantity,
      from_stock = from_stock - v_from,
      sold_ahead = sold_ahead - v_ahead
  where id = h.id;
  insert into public.stock_holds (
    order_id, order_item_id, product_id, session_id, quantity, status, expires_at, from_stock, sold_ahead,
    sold_at, returned_at
  ) values (
    h.order_id, h.order_item_id, h.product_id, h.session_id, p_quantity, 'returned', h.expires_at, v_from,
    v_ahead, h.sold_at, pg_catalog.now()
  );
  update public.products
  set stock = case when stock is null then null else stock + v_from end,
      sold_ahead = greatest(sold_ahead - v_ahead, 0)
  where id = h.product_id;
  return v_from;
end;
$function$;

revoke all on function public.return_withdrawn_units(p_order_item_id uuid, p_quantity integer) from public, anon, authenticated, service_role;
grant execute on function public.return_withdrawn_units(p_order_item_id uuid, p_quantity integer) to service_role;
