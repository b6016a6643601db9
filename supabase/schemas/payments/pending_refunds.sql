create or replace function public.pending_refunds(p_provider text, p_event_id text)
  returns table (
    id                uuid,
    order_id          uuid,
    amount            numeric,
    currency          text,
    payment_reference text,
    reason            text
  )
  language sql stable security definer set search_path to ''
as $function$
  select r.id, r.order_id, r.amount, r.currency, r.payment_reference, r.reason
  from public.payment_refunds r
  where r.provider = p_provider and r.event_id = p_event_id and r.status = 'pending'
  order by r.created_at
$function$;

comment on function "public"."pending_refunds"(text, text) is 'Service role only (payment-webhook): the refunds still to ask the provider for, for one payment event.';

revoke all on function public.pending_refunds(p_provider text, p_event_id text) from public, anon, authenticated, service_role;
grant execute on function public.pending_refunds(p_provider text, p_event_id text) to service_role;
