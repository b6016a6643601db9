-- Every refund goes through the provider (issue 27, item 1). Until now only the automatic refunds (a payment
-- the order could not take) reached Stripe; a member's cancelled reservation, an admin's cancellation, "Record a
-- refund" and a withdrawal refund only wrote orders.refunded_amount and told the customer "refunded".
--
-- Now each of them asks for its refund here, in its own transaction and under the order's lock:
-- request_refund() writes payment_refunds rows, pending, one per provider payment the money goes back to (a
-- reservation's deposit and balance are two payments: newest first, never more than each still holds), and
-- counts the amount in orders.refund_due (the money the shop owes and has not given back yet, the admin's
-- flag). Nothing is credited, nothing said to the customer yet. The issue-refunds function, called by the app
-- right after (and every minute for whatever is left pending: the retry), asks the provider for each row
-- (Stripe's Refunds API with the row's id as Idempotency-Key; the test provider's recorded re_test_ refund) and
-- completes it here (complete_refund): only an accepted refund moves refund_due to refunded_amount (credit
-- note), settles the reservation or the withdrawal, moves the order to refunded when asked, and mails the
-- customer. A refused refund stays failed on the order, its amount still owed (refund_due).
--
-- orders_check_status (trigger; previous body 20261121000005_orders.sql) also refuses, for admins through REST
-- as for anyone: a paid order cancelled while some of its money is neither refunded nor being refunded
-- (refund_required: admin_cancel_order refunds it), and an order marked refunded with no refund made, or one
-- still pending (refund_not_made).
--
-- Functions: request_refund (new, helper, no API access); complete_refund (redefined: previous body
-- 20261123000130_payments_refunds.sql); refunds_to_issue (new, service role only); orders_check_status
-- (redefined trigger function). Table payment_refunds: new reasons and columns.

alter table public.payment_refunds
  add column request_id uuid,
  add column requested_by uuid references auth.users (id) on delete set null,
  add column note text check (length(note) <= 2000),
  add column reservation_id uuid references public.reservations (id) on delete set null,
  add column withdrawal_id uuid references public.withdrawals (id) on delete set null,
  add column mark_refunded boolean not null default false;

alter table public.payment_refunds drop constraint payment_refunds_reason_check;
alter table public.payment_refunds add constraint payment_refunds_reason_check check (reason in (
  'stock_gone', 'order_cancelled', 'already_paid', 'superseded',
  'reservation_cancelled', 'cancelled_by_shop', 'shop_refund', 'withdrawal'
));

create index payment_refunds_request_id_idx on public.payment_refunds (request_id);
create index payment_refunds_requested_by_idx on public.payment_refunds (requested_by);
create index payment_refunds_reservation_id_idx on public.payment_refunds (reservation_id);
create index payment_refunds_withdrawal_id_idx on public.payment_refunds (withdrawal_id);
create index payment_refunds_pending_idx on public.payment_refunds (created_at) where status = 'pending';

comment on table public.payment_refunds is
  'Every refund the shop asks the provider for (automatic: units gone, order cancelled, paid twice; or asked by a member or an admin): pending, then succeeded or failed.';
comment on column public.payment_refunds.request_id is
  'The refund as asked for: its rows (one per payment the money goes back to) share it; null for an automatic refund (one row).';
comment on column public.payment_refunds.mark_refunded is
  'The admin asked to mark the order refunded: done when every row of the request succeeded.';

-- ---------------------------------------------------------------------------------------------------------
-- request_refund: the one way a member's or an admin's refund starts (helper of SECURITY DEFINER functions)
-- ---------------------------------------------------------------------------------------------------------
-- The caller holds the order's row lock and has checked the amount against what is left to refund.
create function public.request_refund(
  p_order_id uuid,
  p_amount numeric,
  p_reason text,
  p_actor uuid,
  p_note text,
  p_reservation_id uuid default null,
  p_withdrawal_id uuid default null,
  p_mark_refunded boolean default false
)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
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
$$;

comment on function public.request_refund(uuid, numeric, text, uuid, text, uuid, uuid, boolean) is
  'Helper (order locked by the caller): writes the pending refund rows of an amount, one per provider payment, and counts it in refund_due.';

-- ---------------------------------------------------------------------------------------------------------
-- complete_refund: the provider's answer (service role); as in 20261123000130_payments_refunds.sql for an
-- automatic refund, and what a member's or an admin's request does once the provider answered all its rows
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_error text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- ---------------------------------------------------------------------------------------------------------
-- refunds_to_issue: what issue-refunds asks the provider for (service role only)
-- ---------------------------------------------------------------------------------------------------------
-- One order's pending refunds (the app's call right after the request), or, with no order, every refund still
-- pending a minute after it was asked for (the retry, every minute), oldest first.
create function public.refunds_to_issue(p_order_id uuid default null)
returns table (
  id uuid,
  order_id uuid,
  provider text,
  amount numeric,
  currency text,
  payment_reference text,
  reason text
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.order_id, r.provider, r.amount, r.currency, r.payment_reference, r.reason
  from public.payment_refunds r
  where r.status = 'pending'
    and (r.order_id = p_order_id
         or (p_order_id is null and r.created_at < pg_catalog.now() - interval '1 minute'))
  order by r.created_at, r.id
  limit 100
$$;

comment on function public.refunds_to_issue(uuid) is
  'Service role only (issue-refunds): the pending refunds of one order, or all those pending for more than a minute.';

-- ---------------------------------------------------------------------------------------------------------
-- orders_check_status: as in 20261121000005_orders.sql, plus: no paid order cancelled with money kept, and no
-- order refunded without a refund
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.orders_check_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not new.status = any (public.order_next_statuses(old.status)) then
      raise exception 'order % cannot go from % to %', old.number, old.status, new.status
        using errcode = 'check_violation',
              hint = 'Allowed next statuses: ' || array_to_string(public.order_next_statuses(old.status), ', ');
    end if;
    if new.status = 'cancelled' and new.amount_paid - new.refunded_amount - new.refund_due > 0 then
      raise exception 'refund_required' using errcode = 'check_violation',
        hint = 'A paid order is cancelled with the refund of what was paid: use admin_cancel_order, which asks the payment provider for it.';
    end if;
    if new.status = 'refunded' and (new.refunded_amount <= 0 or new.refund_due > 0) then
      raise exception 'refund_not_made' using errcode = 'check_violation',
        hint = 'An order is marked refunded once the payment provider has made its refund: record the refund with admin_record_refund.';
    end if;
    if new.status in ('paid', 'deposit_paid') and new.paid_at is null then
      new.paid_at := pg_catalog.now();
    elsif new.status = 'cancelled' then
      new.cancelled_at := coalesce(new.cancelled_at, pg_catalog.now());
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.request_refund(uuid, numeric, text, uuid, text, uuid, uuid, boolean) from public, anon, authenticated;
revoke execute on function public.refunds_to_issue(uuid) from public, anon, authenticated;
grant execute on function public.refunds_to_issue(uuid) to service_role;
