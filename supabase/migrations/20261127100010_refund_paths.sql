-- The four refunds a person asks for go through request_refund (20261127100000_refund_requests.sql): pending
-- until the provider accepts them, and only then credited, settled and told to the customer.
--
-- cancel_reservation (member; previous body 20261123000140_order_state_stock.sql): the same cancellation (the
--   line's units back, the order cancelled when nothing is left), but the reservation's money is asked back
--   (reason reservation_cancelled) instead of written refunded; reservations.refunded_amount rises when the
--   provider accepts. An unknown or someone else's reservation answers 404 (reservation_not_found).
-- admin_record_refund (previous body 20261124400000_refund_errors_in_message.sql): asks for the refund (reason
--   shop_refund); "mark as refunded" happens when it is made. Never more than paid less refunded less owed. An
--   unknown order answers 404 (order_not_found).
-- admin_record_withdrawal_refund (previous body 20261124400000_refund_errors_in_message.sql): capped by the
--   withdrawn goods at the price paid and their share of delivery (shipping x withdrawn goods / subtotal, so
--   counted with the requests refunded before, less the delivery those gave back), not by the whole order; the units go back to stock once (restocked is set with them); the withdrawal is settled
--   (refunded, its mail, the order refunded when nothing is left) by settle_withdrawal_refund when the provider
--   accepts. A withdrawal with its refund pending is not refunded twice (withdrawal_refund_pending).
-- admin_cancel_order (new): an admin cancels an order and, when it was paid, asks for what is left of its
--   money (reason cancelled_by_shop) in the same transaction; a direct PATCH of a paid order to cancelled is
--   refused by orders_check_status (refund_required).
-- settle_withdrawal_refund (new helper, called by complete_refund).
--
-- authenticated: cancel_reservation (own rows), admin_record_refund, admin_record_withdrawal_refund,
-- admin_cancel_order (admins at aal2). settle_withdrawal_refund: no API access.

create or replace function public.cancel_reservation(p_reservation_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_order_id uuid;
  v_order public.orders;
  v_res public.reservations;
  v_refund numeric(12, 2);
begin
  select r.order_id into v_order_id
  from public.reservations r
  where r.id = p_reservation_id and r.user_id = v_uid;
  if v_order_id is null or v_uid is null then
    raise exception 'reservation_not_found' using errcode = 'PT404',
      hint = 'No reservation of yours has this id.';
  end if;

  -- Order first, then reservation: the lock order of record_payment, so the two never deadlock, and two
  -- cancellations of one reservation take turns (the second finds it cancelled).
  select * into v_order from public.orders where id = v_order_id for update;
  select * into v_res from public.reservations where id = p_reservation_id for update;

  if v_res.status not in ('pending_payment', 'deposit_paid', 'paid')
     or v_order.status not in ('pending_payment', 'deposit_paid', 'paid') then
    raise exception 'not_cancellable' using errcode = 'P0001',
      hint = 'A reservation can be cancelled until its item is prepared for shipping.';
  end if;

  -- What the reservation brought, never more than the order still holds (paid, less refunded, less owed).
  v_refund := least(v_res.amount_paid - v_res.refunded_amount,
                    v_order.amount_paid - v_order.refunded_amount - v_order.refund_due);
  update public.reservations
  set status = 'cancelled',
      cancelled_at = pg_catalog.now(),
      balance_due = 0
  where id = v_res.id;

  -- The line's units, exactly as taken (held: released; sold: from_stock back to stock, sold_ahead back).
  perform public.return_order_units(v_order.id, v_res.order_item_id);

  if v_refund > 0 then
    perform public.request_refund(v_order.id, v_refund, 'reservation_cancelled', v_uid, null, v_res.id);
  end if;

  if exists (
    select 1 from public.reservations r
    where r.order_id = v_order.id and r.status not in ('cancelled', 'refunded')
  ) then
    update public.orders
    set balance_due = greatest(balance_due - v_res.balance_due, 0)
    where id = v_order.id;
  else
    update public.orders
    set status = 'cancelled', balance_due = 0
    where id = v_order.id;
  end if;

  return jsonb_build_object(
    'status', 'cancelled',
    'refund_amount', greatest(v_refund, 0),
    'refund_state', case when v_refund > 0 then 'pending' else 'none' end
  );
end;
$$;

comment on function public.cancel_reservation(uuid) is
  'The signed-in owner cancels a reservation before its item is prepared; its units come back exactly as taken; its money is asked back from the provider (pending until issue-refunds has it made).';

create or replace function public.admin_record_refund(
  p_order_id uuid,
  p_amount numeric,
  p_reason text,
  p_mark_refunded boolean default false
)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if not public.is_admin() then
    raise exception 'only an admin records refunds' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin records refunds after the two-factor challenge (aal2).';
  end if;
  select * into v_order from public.orders where id = p_order_id for update;
  if v_order.id is null then
    raise exception 'order_not_found' using errcode = 'PT404', hint = 'No order has this id.';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'refund_amount_invalid' using errcode = 'check_violation',
      hint = 'the refund must be a positive amount with at most 2 decimals';
  end if;
  if v_order.refunded_amount + v_order.refund_due + p_amount > v_order.amount_paid then
    raise exception 'refund_exceeds_paid' using errcode = 'check_violation',
      hint = pg_catalog.format('a refund of %s would exceed what was paid (%s paid, %s already refunded, %s being refunded)', p_amount, v_order.amount_paid, v_order.refunded_amount, v_order.refund_due);
  end if;
  if length(coalesce(trim(p_reason), '')) = 0 or length(p_reason) > 2000 then
    raise exception 'refund_reason_required' using errcode = 'check_violation',
      hint = 'a refund needs a reason of at most 2000 characters';
  end if;

  perform public.request_refund(
    v_order.id, p_amount, 'shop_refund', auth.uid(), trim(p_reason), null, null,
    coalesce(p_mark_refunded, false)
  );
  select * into v_order from public.orders where id = v_order.id;
  return v_order;
end;
$$;

create or replace function public.admin_record_withdrawal_refund(
  p_withdrawal_id uuid,
  p_amount numeric,
  p_restock boolean default true
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
  o public.orders;
  w public.withdrawals;
  v_refundable numeric(12, 2);
  v_goods numeric(12, 2);
  v_goods_before numeric(12, 2);
  v_shipping_given numeric(12, 2);
  v_cap numeric(12, 2);
  l record;
begin
  if not public.is_admin() then
    raise exception 'only an admin records refunds' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin records refunds after the two-factor challenge (aal2).';
  end if;
  select order_id into v_order_id from public.withdrawals where id = p_withdrawal_id;
  if v_order_id is null then
    raise exception 'withdrawal_not_found' using errcode = 'PT404', hint = 'No withdrawal has this id.';
  end if;
  -- The order, then the withdrawal: the lock order of the requests.
  select * into o from public.orders where id = v_order_id for update;
  select * into w from public.withdrawals where id = p_withdrawal_id for update;
  if w.status <> 'requested' then
    raise exception 'withdrawal_already_processed' using errcode = 'check_violation',
      hint = pg_catalog.format('this withdrawal was already %s', w.status);
  end if;
  if exists (select 1 from public.payment_refunds r where r.withdrawal_id = w.id and r.status = 'pending') then
    raise exception 'withdrawal_refund_pending' using errcode = 'check_violation',
      hint = 'The refund of this withdrawal is being made by the payment provider.';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'refund_amount_invalid' using errcode = 'check_violation',
      hint = 'the refund must be a positive amount with at most 2 decimals';
  end if;
  v_refundable := o.amount_paid - o.refunded_amount - o.refund_due;
  if p_amount > v_refundable then
    raise exception 'refund_exceeds_paid' using errcode = 'check_violation',
      hint = pg_catalog.format('a refund of %s would exceed what was paid (%s paid, %s already refunded, %s being refunded)', p_amount, o.amount_paid, o.refunded_amount, o.refund_due);
  end if;
  -- The withdrawn goods at the price paid, and their share of the delivery: the share of all the goods
  -- withdrawn and refunded so far with these, less the delivery earlier withdrawal refunds already gave back
  -- (so the request that completes the whole order may take all of the delivery the others left).
  select coalesce(sum(i.unit_price * wi.quantity), 0) into v_goods
  from public.withdrawal_items wi join public.order_items i on i.id = wi.order_item_id
  where wi.withdrawal_id = w.id;
  select coalesce(sum(i.unit_price * wi.quantity), 0) into v_goods_before
  from public.withdrawals x
  join public.withdrawal_items wi on wi.withdrawal_id = x.id
  join public.order_items i on i.id = wi.order_item_id
  where x.order_id = o.id and x.status = 'refunded';
  select greatest(coalesce(sum(x.refund_amount), 0) - v_goods_before, 0) into v_shipping_given
  from public.withdrawals x where x.order_id = o.id and x.status = 'refunded';
  v_cap := v_goods + case when o.subtotal > 0
    then greatest(round(o.shipping_amount * (v_goods_before + v_goods) / o.subtotal, 2) - v_shipping_given, 0)
    else 0 end;
  if p_amount > v_cap then
    raise exception 'refund_exceeds_withdrawal' using errcode = 'check_violation',
      hint = pg_catalog.format('a withdrawal refund of %s would exceed the withdrawn goods and their share of delivery (%s)', p_amount, v_cap);
  end if;

  -- The goods came back (or never left): their units return to stock, once, whatever the refund's fate.
  if coalesce(p_restock, false) and not coalesce(w.restocked, false) then
    for l in
      select wi.order_item_id, wi.quantity from public.withdrawal_items wi
      join public.order_items i on i.id = wi.order_item_id
      where wi.withdrawal_id = w.id
      order by i.product_id, i.id
    loop
      perform public.return_withdrawn_units(l.order_item_id, l.quantity);
    end loop;
    update public.withdrawals set restocked = true where id = w.id;
  end if;

  perform public.request_refund(
    o.id, p_amount, 'withdrawal', auth.uid(), 'Withdrawal refund (request of '
      || pg_catalog.to_char(w.requested_at at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') || ', Paris)',
    null, w.id, false
  );
  return public.withdrawal_json(w.id);
end;
$$;

-- Once the provider made a withdrawal's refund (complete_refund): the request is refunded, the order too when
-- every line is withdrawn and refunded, and the customer is mailed (as admin_record_withdrawal_refund did).
create function public.settle_withdrawal_refund(p_withdrawal_id uuid, p_amount numeric, p_actor uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
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
$$;

create function public.admin_cancel_order(p_order_id uuid, p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o public.orders;
  v_refund numeric(12, 2);
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if not public.is_admin() then
    raise exception 'only an admin cancels orders' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin cancels orders after the two-factor challenge (aal2).';
  end if;
  if length(v_reason) > 2000 then
    raise exception 'reason_too_long' using errcode = 'check_violation',
      hint = 'a reason has at most 2000 characters';
  end if;
  select * into o from public.orders where id = p_order_id for update;
  if o.id is null then
    raise exception 'order_not_found' using errcode = 'PT404', hint = 'No order has this id.';
  end if;
  if not 'cancelled' = any (public.order_next_statuses(o.status)) then
    raise exception 'not_cancellable' using errcode = 'check_violation',
      hint = pg_catalog.format('an order %s cannot be cancelled', o.status);
  end if;

  v_refund := o.amount_paid - o.refunded_amount - o.refund_due;
  if v_refund > 0 then
    perform public.request_refund(o.id, v_refund, 'cancelled_by_shop', auth.uid(), v_reason);
  end if;
  update public.reservations
  set status = 'cancelled', cancelled_at = pg_catalog.now(), balance_due = 0
  where order_id = o.id and status not in ('cancelled', 'refunded', 'completed');
  update public.orders set status = 'cancelled', balance_due = 0 where id = o.id;
  if v_reason is not null then
    insert into public.order_events (order_id, actor_id, type, note)
    values (o.id, auth.uid(), 'note', 'Cancelled: ' || v_reason);
  end if;
  return jsonb_build_object(
    'status', 'cancelled',
    'refund_amount', greatest(v_refund, 0),
    'refund_state', case when v_refund > 0 then 'pending' else 'none' end
  );
end;
$$;

comment on function public.admin_cancel_order(uuid, text) is
  'An admin at aal2 cancels an order; what is left of its money is asked back from the payment provider in the same transaction (pending until issue-refunds has it made).';

revoke execute on function public.settle_withdrawal_refund(uuid, numeric, uuid) from public, anon, authenticated;
revoke execute on function public.admin_cancel_order(uuid, text) from public, anon;
grant execute on function public.admin_cancel_order(uuid, text) to authenticated;
