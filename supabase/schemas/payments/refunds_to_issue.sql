create or replace function public.refunds_to_issue(p_order_id uuid default null::uuid)
  returns table (
    id                uuid,
    order_id          uuid,
    provider          text,
    amount            numeric,
    currency          text,
    payment_reference text,
    reason            text
  )
  language sql stable security definer set search_path to ''
as $function$
  select r.id, r.order_id, r.provider, r.amount, r.currency, r.payment_reference, r.reason
  from public.payment_refunds r
  where r.status = 'pending'
    and (r.order_id = p_order_id
         or (p_order_id is null and r.created_at < pg_catalog.now() - interval '1 minute'))
  order by r.created_at, r.id
  limit 100
$function$;

comment on function "public"."refunds_to_issue"(uuid) is 'Service role only (issue-refunds): the pending refunds of one order, or all those pending for more than a minute.';

revoke all on function public.refunds_to_issue(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.refunds_to_issue(p_order_id uuid) to service_role;
