create or replace function public.record_payment_failure(
  p_provider text,
  p_event_id text,
  p_order_id uuid
)
  returns uuid language sql security definer set search_path to ''
as $function$
  -- A delayed payment method (a debit) failed after the shopper left the payment page: the order stays unpaid,
  -- and the owner is told once per event, however often the provider delivers it.
  select public.raise_alert('payment_failed', left(p_provider, 40) || ':' || left(p_event_id, 150),
    jsonb_build_object(
      'outcome', 'async_failed',
      'provider', left(p_provider, 40),
      'order_number', (select o.number from public.orders o where o.id = p_order_id)
    ),
    (select o.id from public.orders o where o.id = p_order_id))
$function$;

comment on function "public"."record_payment_failure"(text, text, uuid) is 'Service role only (payment-webhook): checkout.session.async_payment_failed raises the urgent payment_failed alert, once per event.';

revoke all on function public.record_payment_failure(p_provider text, p_event_id text, p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.record_payment_failure(p_provider text, p_event_id text, p_order_id uuid) to service_role;
