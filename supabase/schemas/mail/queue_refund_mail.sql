create or replace function public.queue_refund_mail(p_order_id uuid, p_amount numeric, p_reason text)
  returns void language plpgsql set search_path to ''
as $function$
declare
  o public.orders;
  v_outbox_id uuid;
begin
  select * into o from public.orders where id = p_order_id;
  if not found then
    return;
  end if;
  v_outbox_id := public.enqueue_mail(
    'payment_refunded',
    o.email::text,
    o.locale,
    o.id,
    jsonb_build_object(
      'order_number', o.number,
      'name', o.name,
      'currency', o.currency,
      'amount', p_amount,
      'reason', coalesce(p_reason, 'already_paid')
    )
  );
  if v_outbox_id is not null then
    insert into public.order_events (order_id, actor_id, type, data)
    values (o.id, null, 'email', jsonb_build_object(
      'kind', 'payment_refunded', 'outbox_id', v_outbox_id, 'to', o.email::text
    ));
  end if;
end;
$function$;

revoke all on function public.queue_refund_mail(p_order_id uuid, p_amount numeric, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.queue_refund_mail(p_order_id uuid, p_amount numeric, p_reason text) to service_role;
