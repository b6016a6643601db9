-- The order state machine and the stock, for members and admins alike.
--
-- Status moves stay those of public.order_next_statuses (trigger orders_check_status, 20261121000005). What a
-- move does to the units is a trigger too, so it is the same whoever makes it (an admin in the order page, a
-- member cancelling, the webhook, the sweep):
--   -> cancelled or refunded, from pending_payment, deposit_paid, paid or fulfilled (not yet shipped): the
--      order's holds are released and its sales returned exactly as taken (return_order_units: each sold row
--      once), and its open payment sessions are closed (a payment that still arrives is refunded);
--   pending_payment -> paid or deposit_paid by an admin (a payment received outside the shop): the held
--      lines become sales (record_payment has sold them already when it is the webhook).
--
-- cancel_reservation (a member): only the owner, only within the policy, which is "until the item is prepared":
-- the reservation pending, deposit paid or paid, AND its order pending_payment, deposit_paid or paid. An order
-- fulfilled (prepared) or later cannot be cancelled by the member, whatever the reservation row says. The line's
-- units come back exactly as taken; the refund owed is written through record_refund.
--
-- release_expired_holds(): the sweep, every minute (pg_cron on hosted, ..._0150; the local backend's timer,
-- supabase/local/sweeper.ts): holds past their expiry released, sessions past theirs closed, and checkout orders
-- still unpaid 24 hours after they were placed cancelled (the order page says why). Returns the holds it
-- released.
--
-- Service role (and pg_cron) only: release_expired_holds. authenticated: cancel_reservation (its own rows).

create function public.orders_stock_on_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('cancelled', 'refunded')
     and old.status in ('pending_payment', 'deposit_paid', 'paid', 'fulfilled') then
    perform public.return_order_units(new.id);
    update public.payment_sessions
    set status = 'cancelled', closed_at = pg_catalog.now()
    where order_id = new.id and status in ('opening', 'open');
  elsif old.status = 'pending_payment' and new.status in ('paid', 'deposit_paid') then
    perform public.sell_order_units(new.id, false);
  end if;
  return null;
end;
$$;

revoke execute on function public.orders_stock_on_status() from public, anon, authenticated;

create trigger orders_stock_on_status
  after update of status on public.orders
  for each row
  when (old.status is distinct from new.status)
  execute function public.orders_stock_on_status();

-- ---------------------------------------------------------------------------------------------------------
-- cancel_reservation: the member's cancellation (authenticated, own reservation only)
-- ---------------------------------------------------------------------------------------------------------
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
    raise exception 'not_found' using errcode = 'P0001';
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

  v_refund := v_res.amount_paid;
  update public.reservations
  set status = 'cancelled',
      cancelled_at = pg_catalog.now(),
      refunded_amount = amount_paid,
      balance_due = 0
  where id = v_res.id;

  -- The line's units, exactly as taken (held: released; sold: from_stock back to stock, sold_ahead back).
  perform public.return_order_units(v_order.id, v_res.order_item_id);

  if v_refund > 0 then
    perform public.record_refund(
      v_order.id, v_refund, v_uid, null,
      jsonb_build_object('reservation_id', v_res.id, 'currency', v_res.currency, 'state', 'owed'),
      false
    );
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

  return jsonb_build_object('status', 'cancelled', 'refund_amount', v_refund);
end;
$$;

comment on function public.cancel_reservation(uuid) is
  'The signed-in owner cancels a reservation before its item is prepared (reservation and order both before preparation); its units come back exactly as taken; returns the refund owed.';

-- ---------------------------------------------------------------------------------------------------------
-- release_expired_holds: the sweep (service role and pg_cron only)
-- ---------------------------------------------------------------------------------------------------------
create function public.release_expired_holds()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_released integer;
  v_order uuid;
begin
  -- SKIP LOCKED: a hold a payment or a cancellation is working on is theirs to settle; the next run sees the
  -- rest.
  select array_agg(id order by id) into v_ids
  from (
    select h.id from public.stock_holds h
    where h.status = 'held' and h.expires_at <= pg_catalog.now()
    for update skip locked
  ) expired;
  v_released := public.release_hold_rows(v_ids, 'expired');

  update public.payment_sessions s
  set status = 'expired', closed_at = pg_catalog.now()
  where s.id in (
    select x.id from public.payment_sessions x
    where x.status in ('opening', 'open') and x.expires_at <= pg_catalog.now()
    for update skip locked
  );

  -- Checkout orders nobody paid within 24 hours: cancelled, so that they can no longer be paid or reopened.
  for v_order in
    select o.id
    from public.orders o
    where o.status = 'pending_payment'
      and o.created_at < pg_catalog.now() - interval '24 hours'
      and exists (select 1 from public.payment_sessions s where s.order_id = o.id)
      and not exists (
        select 1 from public.payment_sessions s where s.order_id = o.id and s.status in ('opening', 'open')
      )
    order by o.created_at
    limit 500
    for update of o skip locked
  loop
    update public.orders set status = 'cancelled', balance_due = 0 where id = v_order;
    update public.reservations
    set status = 'cancelled', cancelled_at = pg_catalog.now(), balance_due = 0
    where order_id = v_order and status = 'pending_payment';
    insert into public.order_events (order_id, actor_id, type, note)
    values (v_order, null, 'note', 'Not paid within 24 hours: cancelled by the shop.');
  end loop;

  return v_released;
end;
$$;

comment on function public.release_expired_holds() is
  'The sweep (every minute): releases holds past their expiry, closes expired sessions, cancels checkout orders unpaid after 24 hours.';

revoke execute on function public.release_expired_holds() from public, anon, authenticated;
grant execute on function public.release_expired_holds() to service_role;
