create or replace function public.record_webhook_refusal(p_provider text, p_code text, p_reason text)
  returns uuid language sql security definer set search_path to ''
as $function$
  -- One open alert per provider and refusal code, however many deliveries are refused meanwhile.
  select public.raise_alert('webhook_refused', left(p_provider, 40) || ':' || left(p_code, 60),
    jsonb_build_object('provider', left(p_provider, 40), 'code', left(p_code, 60), 'reason', left(p_reason, 300)))
$function$;

comment on function "public"."record_webhook_refusal"(text, text, text) is 'Service role only (payment-webhook): a delivery refused (bad signature, not an event) raises the urgent webhook_refused alert, once while it is open.';

revoke all on function public.record_webhook_refusal(p_provider text, p_code text, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.record_webhook_refusal(p_provider text, p_code text, p_reason text) to service_role;
