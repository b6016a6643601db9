create or replace function public.alert_urgency(p_kind text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select case
    when p_kind in ('payment_failed', 'refund_failed', 'webhook_refused', 'mail_failed', 'job_late') then 'urgent'
    else 'routine'
  end
$function$;

comment on function "public"."alert_urgency"(text) is 'Urgent alerts (money or the shop''s machinery failing) are mailed to the owners at once; routine ones (a new order, a withdrawal, a message, low stock, a late balance) wait for the daily digest.';

revoke all on function public.alert_urgency(p_kind text) from public, anon, authenticated, service_role;
grant execute on function public.alert_urgency(p_kind text) to service_role;
