create or replace function public.request_refund (
  p_order_id       uuid,
  p_amount         numeric,
  p_reason         text,
  p_actor          uuid,
  p_note           text,
  p_reservation_id uuid    default null::uuid,
  p_withdrawal_id  uuid    default null::uuid,
  p_mark_refunded  boolean default false
)
  returns uuid
  language plpgsql
  set search_path to ''
  AS $function$
declare
  o public.orders;
  v_request uuid := gen_random_uuid();
  v_left numeric(12, 2) := p_amount;
  v_take numeric(12, 2);
  v_id uuid;
  p record;
begin
  select * into o from public.orders where id = p_order_id;
  -- The order's payments at the provider (what record_payment applied), newest first: a balance goes back
  -- before the deposit. Each gives back at most what it brought less what was already asked of it.
  for p in
    select e.provider,
           coalesce(nullif(e.payload -> 'data' -> 'object' ->> 'payment_intent', ''),
                    e.payload -> 'data' -> 'object' ->> 'id') as reference,
           (e.payload -> 'data' -> 'object' ->> 'amount_total')::numeric / 100 as amount
    from public.payment_events e
    where e.order_id = o.id and e.outcome = 'processed'
      and e.type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded')
    order by e.received_at desc, e.id desc
  loop
    exit when v_left <= 0;
    v_take := least(v_left, p.amount - coalesce((
      select sum(r.amount) from public.payment_refunds r
      where r.order_id = o.id and r.payment_reference = p.reference and r.status <> 'failed'
    ), 0));
    continue when v_take is null or v_take <= 0;
    v_id := gen_random_uuid();
    insert into public.payment_refunds (
      id, order_id, provider, event_id, payment_reference, amount, currency, reason, request_id,
      requested_by, note, reservation_id, withdrawal_id, mark_refunded
    ) values (
      v_id, o.id, p.provider, 'refund:' || v_id::text, p.reference, v_take, o.currency, p_reason, v_request,
      p_actor, p_note, p_reservation_id, p_withdrawal_id, coalesce(p_mark_refunded, false)
    );
    v_left := v_left - v_take;
  end loop;

  -- Money that came some other way (an admin marked the order paid): no provider payment to give it back
  -- from. The row says so (no payment_reference): the provider step refuses it and it stays on the order.
  if v_left > 0 then
    v_id := gen_random_uuid();
    insert into public.payment_refunds (
      id, order_id, provider, event_id, payment_reference, amount, currency, reason, request_id,
      requested_by, note, reservation_id, withdrawal_id, mark_refunded
    ) values (
      v_id, o.id, coalesce(o.payment_provider, 'test'), 'refund:' || v_id::text, null, v_left, o.currency,
      p_reason, v_request, p_actor, p_note, p_reservation_id, p_withdrawal_id, coalesce(p_mark_refunded, false)
    );
  end if;

  update public.orders set refund_due = refund_due + p_amount where id = o.id;
  return v_request;
end;
$function$;

comment on function "public"."request_refund"(uuid, numeric, text, uuid, text, uuid, uuid, boolean) is
  'Helper (order locked by the caller): writes the pending refund rows of an amount, one per provider payment, and counts it in refund_due.';

revoke all on function public.request_refund(p_order_id uuid, p_amount numeric, p_reason text, p_actor uuid, p_note text, p_reservation_id uuid, p_withdrawal_id uuid, p_mark_refunded boolean) from public, anon, authenticated, service_role;
grant execute on function public.request_refund(p_order_id uuid, p_amount numeric, p_reason text, p_actor uuid, p_note text, p_reservation_id uuid, p_withdrawal_id uuid, p_mark_refunded boolean) to service_role;
