create or replace function public.queue_withdrawal_mail(p_withdrawal_id uuid, p_kind text)
  returns void language plpgsql set search_path to ''
as $function$
declare
  w public.withdrawals;
  o public.orders;
  v_outbox_id uuid;
begin
  select * into w from public.withdrawals where id = p_withdrawal_id;
  if not found then
    return;
  end if;
  select * into o from public.orders where id = w.order_id;

  v_outbox_id := public.enqueue_mail(
    p_kind,
    o.email::text,
    o.locale,
    o.id,
    jsonb_strip_nulls(jsonb_build_object(
      'event_key', w.id,
      'order_number', o.number,
      'name', o.name,
      'currency', o.currency,
      'requested_at', w.requested_at,
      'refund_deadline', w.refund_deadline,
      'not_shipped', o.status in ('paid', 'deposit_paid', 'fulfilled'),
      'site_url', public.site_url(),
      'reference', upper(left(w.id::text, 8)),
      'refund_amount', w.refund_amount,
      'refused_reason', w.refused_reason,
      'lines', coalesce((
        select jsonb_agg(
                 jsonb_build_object('name', i.product_name, 'quantity', wi.quantity, 'total', i.unit_price * wi.quantity)
                 order by i.created_at, i.id)
        from public.withdrawal_items wi
        join public.order_items i on i.id = wi.order_item_id
        where wi.withdrawal_id = w.id
      ), '[]'::jsonb)
    ))
  );

  if v_outbox_id is not null then
    insert into public.order_events (order_id, actor_id, type, data)
    values (o.id, null, 'email', jsonb_build_object(
      'kind', p_kind, 'outbox_id', v_outbox_id, 'to', o.email::text, 'withdrawal_id', w.id
    ));
  end if;
end;
$function$;

revoke all on function public.queue_withdrawal_mail(p_withdrawal_id uuid, p_kind text) from public, anon, authenticated, service_role;
grant execute on function public.queue_withdrawal_mail(p_withdrawal_id uuid, p_kind text) to service_role;
