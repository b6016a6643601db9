create or replace function public.payment_refunds_raise_alerts()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  perform public.raise_alert('refund_failed', new.id::text, jsonb_build_object(
    'order_number', (select o.number from public.orders o where o.id = new.order_id),
    'amount', new.amount,
    'currency', new.currency,
    'error', left(coalesce(new.error, ''), 300)
  ), new.order_id);
  return null;
end;
$function$;

comment on function "public"."payment_refunds_raise_alerts"() is 'Trigger: a refund the provider refused for good (status failed) raises the urgent refund_failed alert.';

revoke all on function public.payment_refunds_raise_alerts() from public, anon, authenticated, service_role;
grant execute on function public.payment_refunds_raise_alerts() to service_role;
