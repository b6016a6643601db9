create or replace function public.record_payment (
  p_provider     text,
  p_event_id     text,
  p_event_type   text,
  p_payload      jsonb,
  p_order_id     uuid,
  p_purpose      text,
  p_amount_minor bigint,
  p_currency     text,
  p_reference    text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_order public.orders;
  v_session_id uuid;
  v_session_amount numeric(12, 2);
  v_event uuid;
  v_expected numeric(12, 2);
  v_received numeric(12, 2);
  v_outcome text;
  v_status public.order_status;
  v_refund text;
  v_payment_intent text := nullif(p_payload -> 'data' -> 'object' ->> 'payment_intent', '');
begin
  -- The order row lock serialises deliveries of one order's events, cancellations and checkouts of it.
  if p_order_id is not null then
    select * into v_order from public.orders where id = p_order_id for update;
  end if;

  insert into public.payment_events (provider, event_id, type, payload, order_id)
  values (p_provider, p_event_id, p_event_type, coalesce(p_payload, '{}'::jsonb), v_order.id)
  on conflict (provider, event_id) do nothing
  returning id into v_event;
  if v_event is null then
    return 'duplicate'; -- delivered before: it did whatever it did then, once
  end if;

  if p_reference is not null and v_order.id is not null then
    select s.id, s.amount into v_session_id, v_session_amount
    from public.payment_sessions s
    where s.provider = p_provider and s.provider_session_id = p_reference and s.order_id = v_order.id
    for update;
  end if;

  if v_order.id is null then
    v_outcome := 'unknown_order';
  elsif p_purpose is null or p_purpose not in ('order', 'balance') then
    v_outcome := 'not_payable';
  elsif p_purpose = 'order' and v_order.status = 'pending_payment' then
    v_expected := v_order.amount_due_now;
  elsif p_purpose = 'balance' and v_order.status = 'deposit_paid' and v_order.balance_due > 0 then
    v_expected := v_order.balance_due;
  else
    -- The order cannot take this payment: cancelled first, or paid already (by another session, or a second
    -- balance page). The money goes back.
    v_refund := case when v_order.status in ('cancelled', 'refunded') then 'order_cancelled' else 'already_paid' end;
  end if;

  -- A payment of 0 pays nothing: an order is never marked paid without money (checkout refuses such orders).
  if v_outcome is null and v_refund is null and v_expected <= 0 then
    v_outcome := 'not_payable';
  end if;
  -- Exactly the amount expected, in the order's currency, in minor units (cents); a refund returns what came.
  if v_outcome is null
     and (lower(p_currency) is distinct from v_order.currency
          or p_amount_minor is null or p_amount_minor <= 0
          or (v_refund is null and p_amount_minor is distinct from (v_expected * 100)::bigint)) then
    if v_refund is null and lower(p_currency) = v_order.currency
       and p_amount_minor = (v_session_amount * 100)::bigint then
      -- Exactly what one of our pages asked, but not what the order owes now (it was priced again on a newer
      -- page): the customer paid in good faith; the money goes back.
      v_refund := 'superseded';
    else
      v_outcome := 'amount_mismatch';
    end if;
  end if;
  if v_outcome is not null then
    update public.payment_events set processed_at = pg_catalog.now(), outcome = v_outcome where id = v_event;
    return v_outcome;
  end if;

  -- A first payment turns the holds into sales; a line whose hold lapsed is taken again if its units are
  -- still there. When one is not, nothing is taken (the block rolls back its sales) and the money goes back.
  if v_refund is null and p_purpose = 'order' then
    begin
      perform public.sell_order_units(v_order.id, true);
    exception when raise_exception then
      if sqlerrm <> 'stock_gone' then
        raise;
      end if;
      v_refund := 'stock_gone';
    end;
  end if;

  if v_session_id is not null then
    update public.payment_sessions
    set status = 'completed', closed_at = pg_catalog.now()
    where id = v_session_id;
  end if;

  if v_refund is not null then
    v_received := p_amount_minor::numeric / 100;
    if v_refund = 'stock_gone' then
      perform public.release_order_holds(v_order.id, 'stock_gone');
      update public.reservations
      set status = 'cancelled', cancelled_at = pg_catalog.now(), balance_due = 0
      where order_id = v_order.id and status = 'pending_payment';
    end if;
    update public.orders
    set amount_paid = amount_paid + v_received,
        refund_due = refund_due + v_received,
        status = case when v_refund = 'stock_gone' then 'cancelled' else status end,
        balance_due = case when v_refund = 'stock_gone' then 0 else balance_due end
    where id = v_order.id;

    insert into public.order_events (order_id, actor_id, type, data)
    values (v_order.id, null, 'payment', jsonb_build_object(
      'provider', p_provider,
      'event_id', p_event_id,
      'purpose', p_purpose,
      'amount', v_received,
      'currency', v_order.currency,
      'reference', p_reference,
      'refund', v_refund
    ));
    insert into public.payment_refunds (
      order_id, provider, event_id, payment_event_id, payment_reference, amount, currency, reason
    ) values (
      v_order.id, p_provider, p_event_id, v_event, coalesce(v_payment_intent, p_reference), v_received,
      v_order.currency, v_refund
    );
    update public.payment_events set processed_at = pg_catalog.now(), outcome = 'refund_due' where id = v_event;
    return 'refund_due';
  end if;

  if p_purpose = 'order' then
    v_status := case when v_order.balance_due > 0 then 'deposit_paid' else 'paid' end;
    update public.orders
    set status = v_status,
        amount_paid = amount_paid + v_expected,
        paid_at = pg_catalog.now(),
        payment_provider = p_provider,
        payment_reference = coalesce(p_reference, payment_reference)
    where id = v_order.id;

    update public.reservations
    set status = case when balance_due > 0 then 'deposit_paid' else 'paid' end,
        amount_paid = price - balance_due
    where order_id = v_order.id and status = 'pending_payment';
  else
    update public.orders
    set status = 'paid',
        amount_paid = amount_paid + v_expected,
        balance_due = 0,
        paid_at = pg_catalog.now(),
        payment_provider = p_provider,
        payment_reference = coalesce(p_reference, payment_reference)
    where id = v_order.id;

    update public.reservations
    set status = 'paid', amount_paid = price, balance_due = 0
    where order_id = v_order.id and status = 'deposit_paid';
  end if;

  insert into public.order_events (order_id, actor_id, type, data)
  values (v_order.id, null, 'payment', jsonb_build_object(
    'provider', p_provider,
    'event_id', p_event_id,
    'purpose', p_purpose,
    'amount', v_expected,
    'currency', v_order.currency,
    'reference', p_reference
  ));

  update public.payment_events set processed_at = pg_catalog.now(), outcome = 'processed' where id = v_event;

  perform public.queue_order_mail(
    v_order.id,
    case when p_purpose = 'balance' then 'balance_paid'
         when v_order.kind = 'reservation' then 'reservation_confirmation'
         else 'order_confirmation' end
  );
  return 'processed';
end;
$function$;

comment on function "public"."record_payment"(text, text, text, jsonb, uuid, text, bigint, text, text) is
  'Service role only (payment-webhook): records a provider event once; moves the order on when it pays exactly what is due, or records the payment and queues its refund when the order cannot take it.';

revoke all on function public.record_payment(p_provider text, p_event_id text, p_event_type text, p_payload jsonb, p_order_id uuid, p_purpose text, p_amount_minor bigint, p_currency text, p_reference text) from public, anon, authenticated, service_role;
grant execute on function public.record_payment(p_provider text, p_event_id text, p_event_type text, p_payload jsonb, p_order_id uuid, p_purpose text, p_amount_minor bigint, p_currency text, p_reference text) to service_role;
