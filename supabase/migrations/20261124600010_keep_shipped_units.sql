-- An order cancelled or refunded after part of it left in a parcel gives back to stock only what never left.
-- Before, orders_stock_on_status (20261123000140_order_state_stock.sql) returned every unit the order had taken
-- when it moved from paid or fulfilled (prepared) to cancelled or refunded, also the units already on their way
-- to the customer: the shop then showed, and sold, units it no longer had.
--
-- Now, for an order with shipments, each line keeps sold as many units as its shipments carried, and the rest
-- come back exactly as the sale took them (return_withdrawn_units, 20261123100220: the line's sale split in two).
-- A line a withdrawal already put partly back counts its shipped units against what is still sold, so the stock
-- never gets more back than the units on hand (when a shipped unit was withdrawn and restocked, the line's
-- unshipped units stay sold: the count errs low, never high). Shipped units that come back are the withdrawal
-- flow's (restock). An order without shipments returns everything, as before (return_order_units).
--
-- Lock order as before: the order row (the UPDATE that fires the trigger), then the line's stock_holds rows,
-- then the product. admin_create_shipment locks the order row first too, so a parcel and a cancellation of the
-- same order never interleave.
--
-- Functions: public.return_unshipped_units(uuid) -- helper, not callable through the API;
--   public.orders_stock_on_status() -- trigger function, redefined (current body from 20261123000140).

create function public.return_unshipped_units(p_order_id uuid)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_line record;
  v_returned integer := 0;
begin
  perform 1 from public.stock_holds h
  where h.order_id = p_order_id and h.status in ('held', 'sold')
  for update;

  perform public.release_order_holds(p_order_id, 'cancelled', null);

  for v_line in
    select h.order_item_id, h.quantity - least(h.quantity, coalesce(s.shipped, 0)) as unshipped
    from public.stock_holds h
    left join (
      select si.order_item_id, sum(si.quantity)::integer as shipped
      from public.shipment_items si
      join public.shipments sh on sh.id = si.shipment_id
      where sh.order_id = p_order_id
      group by si.order_item_id
    ) s on s.order_item_id = h.order_item_id
    where h.order_id = p_order_id and h.status = 'sold'
    order by h.product_id, h.order_item_id
  loop
    if v_line.unshipped > 0 then
      v_returned := v_returned + public.return_withdrawn_units(v_line.order_item_id, v_line.unshipped);
    end if;
  end loop;
  return v_returned;
end;
$$;

comment on function public.return_unshipped_units(uuid) is
  'An order with shipments cancelled or refunded: the units its parcels did not carry go back to stock as sold; returns how many went back to stock.';

revoke execute on function public.return_unshipped_units(uuid) from public, anon, authenticated;

create or replace function public.orders_stock_on_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('cancelled', 'refunded')
     and old.status in ('pending_payment', 'deposit_paid', 'paid', 'fulfilled') then
    if exists (select 1 from public.shipments s where s.order_id = new.id) then
      perform public.return_unshipped_units(new.id);
    else
      perform public.return_order_units(new.id);
    end if;
    update public.payment_sessions
    set status = 'cancelled', closed_at = pg_catalog.now()
    where order_id = new.id and status in ('opening', 'open');
  elsif old.status = 'pending_payment' and new.status in ('paid', 'deposit_paid') then
    perform public.sell_order_units(new.id, false);
  end if;
  return null;
end;
$$;

revoke execute on function public.orders_stock_on_status() from public, anon, authenticated;
