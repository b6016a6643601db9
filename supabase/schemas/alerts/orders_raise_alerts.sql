create or replace function public.orders_raise_alerts()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  if old.status = 'pending_payment' and new.status in ('paid', 'deposit_paid') then
    perform public.raise_alert('new_order', new.id::text, jsonb_build_object(
      'order_number', new.number,
      'reservation', new.status = 'deposit_paid'
    ), new.id);
  elsif new.status in ('shipped', 'delivered', 'cancelled', 'refunded') then
    -- Shipped or closed: the new order is handled.
    perform public.clear_alerts('new_order', new.id::text);
  end if;
  return null;
end;
$function$;

comment on function "public"."orders_raise_alerts"() is 'Trigger: a paid order (or a paid deposit) raises the new_order alert in the payment''s transaction; shipping or closing the order clears it.';

revoke all on function public.orders_raise_alerts() from public, anon, authenticated, service_role;
grant execute on function public.orders_raise_alerts() to service_role;
