create or replace function public.orders_check_shipped()
  returns trigger language plpgsql set search_path to ''
as $function$
declare
  v_remaining integer;
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled'
     and exists (select 1 from public.shipments s where s.order_id = new.id) then
    raise exception 'already_shipped' using errcode = 'check_violation',
      hint = pg_catalog.format('order %s cannot be cancelled: part of it has shipped', old.number);
  end if;
  if new.status = 'shipped' and old.status is distinct from 'shipped'
     and exists (select 1 from public.shipments s where s.order_id = new.id) then
    select coalesce(sum(u.remaining), 0) into v_remaining from public.order_units_to_ship(new.id) u;
    if v_remaining > 0 then
      raise exception 'units_left_to_ship' using errcode = 'check_violation',
      hint = pg_catalog.format('order %s still has %s unit(s) to ship', old.number, v_remaining);
    end if;
  end if;
  return new;
end;
$function$;

revoke all on function public.orders_check_shipped() from public, anon, authenticated, service_role;
grant execute on function public.orders_check_shipped() to service_role;
