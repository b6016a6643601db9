create or replace function public.orders_stock_on_status()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
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
$function$;

revoke all on function public.orders_stock_on_status() from public, anon, authenticated, service_role;
grant execute on function public.orders_stock_on_status() to service_role;
