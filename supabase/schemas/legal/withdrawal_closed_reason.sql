create or replace function public.withdrawal_closed_reason(p_order public.orders, p_left integer)
  returns text language sql stable set search_path to ''
as $function$
  select case
    when p_order.status = 'pending_payment' then 'not_paid'
    when p_order.status = 'cancelled' then 'cancelled'
    when p_order.status = 'refunded' then 'refunded'
    when p_order.status = 'delivered'
         and pg_catalog.now() >= coalesce(public.withdrawal_deadline(p_order.delivered_at), '-infinity')
      then 'period_ended'
    when coalesce(p_left, 0) <= 0 then 'all_withdrawn'
    else null
  end
$function$;

revoke all on function public.withdrawal_closed_reason(p_order orders, p_left integer) from public, anon, authenticated, service_role;
grant execute on function public.withdrawal_closed_reason(p_order orders, p_left integer) to service_role;
