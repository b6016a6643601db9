create or replace function public.return_unshipped_units(p_order_id uuid)
  returns integer language plpgsql set search_path to ''
as $function$
declare
  v_line record;
  v_returned integer := 0;
begin
  perform 1 from public.stock_holds h
  where h.order_id = p_order_id and h.status in ('held', 'sold')
  for update;
  -- The products, in id order, before any is written: a set's components span several lines' products.
  perform 1 from public.products p
  where p.id in (
    select h.product_id from public.stock_holds h where h.order_id = p_order_id and h.status in ('held', 'sold')
  )
  order by p.id
  for update;

  perform public.release_order_holds(p_order_id, 'cancelled', null);

  -- Shipments count the line's units; a line's sold holds still carry quantity / units_per_line_unit of them.
  for v_line in
    select h.order_item_id, h.line_units - least(h.line_units, coalesce(s.shipped, 0)) as unshipped
    from (
      select x.order_item_id, max(x.quantity / x.units_per_line_unit) as line_units
      from public.stock_holds x
      where x.order_id = p_order_id and x.status = 'sold'
      group by x.order_item_id
    ) h
    left join (
      select si.order_item_id, sum(si.quantity)::integer as shipped
      from public.shipment_items si
      join public.shipments sh on sh.id = si.shipment_id
      where sh.order_id = p_order_id
      group by si.order_item_id
    ) s on s.order_item_id = h.order_item_id
    order by h.order_item_id
  loop
    if v_line.unshipped > 0 then
      v_returned := v_returned + public.return_withdrawn_units(v_line.order_item_id, v_line.unshipped);
    end if;
  end loop;
  return v_returned;
end;
$function$;

comment on function "public"."return_unshipped_units"(uuid) is 'An order with shipments cancelled or refunded: the units its parcels did not carry go back to stock as sold; returns how many went back to stock.';

revoke all on function public.return_unshipped_units(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.return_unshipped_units(p_order_id uuid) to service_role;
