create or replace function public.complete_refund (
  p_refund_id          uuid,
  p_provider_refund_id text,
  p_error              text default null::text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_order_id uuid;
  r public.payment_refunds;
  o public.orders;
  v_status text;
  v_made numeric(12, 2);
begin
  select order_id into v_order_id from public.payment_refunds where id = p_refund_id;
  if v_order_id is null then
    raise exception 'refund_not_found' using errcode = 'PT404', hint = 'No refund has this id.';
  end if;
  perform 1 from public.orders where id = v_order_id for update;
  select * into r from public.payment_refunds where id = p_refund_id for update;
  if r.status <> 'pending' then
    return r.status;
  end if;

  if p_provider_refund_id is null or btrim(p_provider_refund_id) = '' then
    v_status := 'failed';
    update public.payment_refunds
    set status = 'failed', error = left(coalesce(p_error, 'no refund id'), 1000), completed_at = pg_catalog.now()
    where id = r.id;
    insert into public.order_events (order_id, actor_id, type, note, data)
    values (r.order_id, null, 'note',
            'Refund of ' || r.amount::text || ' ' || upper(r.currency) || ' refused by the payment provider: '
              || left(coalesce(p_error, 'no refund id'), 500) || '. Nothing went back; refund it from the payment provider''s dashboard.',
            jsonb_build_object('refund_id', r.id, 'amount', r.amount, 'error', left(coalesce(p_error, ''), 1000)));
  else
    v_status := 'succeeded';
    update public.payment_refunds
    set status = 'succeeded', provider_refund_id = p_provider_refund_id, error = null,
        completed_at = pg_catalog.now()
    where id = r.id;
    insert into public.payment_events (provider, event_id, type, payload, order_id, processed_at, outcome)
    values (r.provider, p_provider_refund_id, 'refund', jsonb_build_object(
      'refund_id', r.id,
      'provider_refund_id', p_provider_refund_id,
      'payment_event_id', r.event_id,
      'payment_reference', r.payment_reference,
      'amount', r.amount,
      'currency', r.currency,
      'reason', r.reason
    ), r.order_id, pg_catalog.now(), 'refunded')
    on conflict (provider, event_id) do nothing;
  end if;

  -- An automatic refund (a payment the order never took): written and mailed as in 20261123000130.
  if r.request_id is null then
    if v_status = 'succeeded' then
      perform public.record_refund(
        r.order_id, r.amount, null, null,
        jsonb_build_object('state', 'refunded', 'reason', r.reason, 'provider', r.provider,
                           'provider_refund_id', p_provider_refund_id, 'payment_event_id', r.event_id),
        true
      );
      perform public.queue_refund_mail(r.order_id, r.amount, r.reason);
    end if;
    return v_status;
  end if;

  -- A member's or an admin's refund is settled when the provider has answered for each of its rows: what it
  -- made is one refund in the trail, one credit note (its amount leaves refund_due in a statement of its own,
  -- so that the invoices trigger, orders_issue_invoices of 20261123100400_invoices.sql, sees the refund of a
  -- sale, not money the order never took going back), and the reservation's; what it refused stays owed.
  if exists (select 1 from public.payment_refunds x where x.request_id = r.request_id and x.status = 'pending') then
    return v_status;
  end if;
  select coalesce(sum(x.amount), 0) into v_made
  from public.payment_refunds x where x.request_id = r.request_id and x.status = 'succeeded';
  if v_made > 0 then
    update public.orders set refund_due = refund_due - v_made where id = r.order_id;
    perform public.record_refund(
      r.order_id, v_made, r.requested_by, r.note,
      jsonb_strip_nulls(jsonb_build_object(
        'state', 'refunded',
        'reason', r.reason,
        'provider', r.provider,
        'provider_refund_ids', (select jsonb_agg(x.provider_refund_id order by x.created_at)
                                from public.payment_refunds x
                                where x.request_id = r.request_id and x.status = 'succeeded'),
        'request_id', r.request_id,
        'reservation_id', r.reservation_id,
        'withdrawal_id', r.withdrawal_id
      )),
      false
    );
    if r.reservation_id is not null then
      update public.reservations set refunded_amount = refunded_amount + v_made where id = r.reservation_id;
    end if;
  end if;
  -- Told, settled and marked only when all of it was made.
  if exists (select 1 from public.payment_refunds x where x.request_id = r.request_id and x.status = 'failed') then
    return v_status;
  end if;
  if r.withdrawal_id is not null then
    perform public.settle_withdrawal_refund(r.withdrawal_id, v_made, r.requested_by);
    return v_status;
  end if;
  select * into o from public.orders where id = r.order_id;
  if r.mark_refunded and o.refund_due = 0 and 'refunded' = any (public.order_next_statuses(o.status)) then
    update public.orders set status = 'refunded', balance_due = 0 where id = o.id;
    update public.reservations set status = 'refunded' where order_id = o.id and status <> 'refunded';
  end if;
  perform public.queue_refund_mail(r.order_id, v_made, r.reason);
  return v_status;
end;
$function$;

comment on function "public"."complete_refund"(uuid, text, text) is 'Service role only (payment-webhook): the provider refunded (its refund id) or refused (the error); recorded once.';

revoke all on function public.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_error text) from public, anon, authenticated, service_role;
grant execute on function public.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_error text) to service_role;
