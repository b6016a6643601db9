create or replace function public.settle_withdrawal_refund (
  p_withdrawal_id uuid,
  p_amount        numeric,
  p_actor         uuid
)
  returns void
  language plpgsql
  set search_path to ''
  AS $function$
declare
  o public.orders;
  v_order_id uuid;
begin
  update public.withdrawals
  set status = 'refunded', refund_amount = p_amount, restocked = coalesce(restocked, false),
      processed_at = pg_catalog.now(), processed_by = p_actor
  where id = p_withdrawal_id and status = 'requested'
  returning order_id into v_order_id;
  if v_order_id is null then
    return;
  end if;
  select * into o from public.orders where id = v_order_id;
  if not exists (
    select 1 from public.order_items i
    where i.order_id = o.id
      and i.quantity > coalesce((
        select sum(wi.quantity) from public.withdrawal_items wi
        join public.withdrawals x on x.id = wi.withdrawal_id
        where wi.order_item_id = i.id and x.status = 'refunded'
      ), 0)
  ) and o.refund_due = 0 and 'refunded' = any (public.order_next_statuses(o.status)) then
    update public.orders set status = 'refunded', balance_due = 0 where id = o.id;
    update public.reservations set status = 'refunded' where order_id = o.id and status <> 'refunded';
  end if;
  perform public.queue_withdrawal_mail(p_withdrawal_id, 'withdrawal_refunded');
end;
$function$;

revoke all on function public.settle_withdrawal_refund(p_withdrawal_id uuid, p_amount numeric, p_actor uuid) from public, anon, authenticated, service_role;
grant execute on function public.settle_withdrawal_refund(p_withdrawal_id uuid, p_amount numeric, p_actor uuid) to service_role;
