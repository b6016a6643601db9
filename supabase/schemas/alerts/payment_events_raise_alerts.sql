create or replace function public.payment_events_raise_alerts()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  -- A payment the shop received but could not apply (record_payment refused it: order unchanged).
  perform public.raise_alert('payment_failed', new.id::text, jsonb_build_object(
    'outcome', new.outcome,
    'provider', new.provider,
    'event_type', new.type,
    'order_number', (select o.number from public.orders o where o.id = new.order_id)
  ), new.order_id);
  return null;
end;
$function$;

comment on function "public"."payment_events_raise_alerts"() is 'Trigger: a payment event refused (amount_mismatch, unknown_order, not_payable) raises the urgent payment_failed alert.';

revoke all on function public.payment_events_raise_alerts() from public, anon, authenticated, service_role;
grant execute on function public.payment_events_raise_alerts() to service_role;
