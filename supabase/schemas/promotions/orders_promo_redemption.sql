create or replace function public.orders_promo_redemption()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  if new.status = 'cancelled' then
    update public.promo_redemptions set status = 'released', closed_at = pg_catalog.now()
    where order_id = new.id and status = 'held';
  elsif new.status in ('paid', 'deposit_paid', 'fulfilled', 'shipped', 'delivered') then
    update public.promo_redemptions set status = 'used', closed_at = pg_catalog.now()
    where order_id = new.id and status = 'held';
  end if;
  return null;
end;
$function$;

revoke all on function public.orders_promo_redemption() from public, anon, authenticated, service_role;
grant execute on function public.orders_promo_redemption() to service_role;
