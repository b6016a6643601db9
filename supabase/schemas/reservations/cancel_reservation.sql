create or replace function public.cancel_reservation(p_reservation_id uuid)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
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
$function$;

comment on function "public"."cancel_reservation"(uuid) is 'The signed-in owner cancels a reservation before its item is prepared; its units come back exactly as taken; its money is asked back from the provider (pending until issue-refunds has it made).';

revoke all on function public.cancel_reservation(p_reservation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancel_reservation(p_reservation_id uuid) to authenticated, service_role;
