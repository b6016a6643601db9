-- The right of withdrawal: the admin's side (data model in ..._100200, requests in ..._100210).
--
-- admin_record_withdrawal_refund(withdrawal, amount, restock): an admin past two-factor (is_admin,
-- admin_write_allowed, as admin_record_refund) refunds a request still open:
--   - the amount: positive, at most 2 decimals, at most what is refundable on the order (paid, less refunded,
--     less what the shop is already giving back by itself, refund_due); it may be more than the withdrawn
--     lines' value (the standard delivery cost of a whole order withdrawn is refunded too, L221-24), never
--     more than was paid;
--   - written through record_refund (..._0130): the 'refund' event in the trail and orders.refunded_amount,
--     so the order's money stays the one account it is;
--   - p_restock (the goods came back, or never left): the withdrawn units return to stock exactly as the sale
--     took them (return_withdrawn_units). Without it stock stays as it is (refunded on proof of sending,
--     goods not received yet, or received unsellable);
--   - when every line of the order is then withdrawn and refunded, the order moves to refunded (nothing is
--     left due); from before shipping, orders_stock_on_status returns whatever was not restocked above;
--   - the withdrawal_refunded mail, in the order's language.
-- admin_refuse_withdrawal(withdrawal, reason): an open request refused with its reason (say, goods returned
-- opened): its quantities no longer count as withdrawn, and the reason is in the trail.
--
-- authenticated (each refuses anyone but an admin at aal2): admin_record_withdrawal_refund,
-- admin_refuse_withdrawal. Helper (SECURITY INVOKER, not executable through the API): return_withdrawn_units.

-- p_quantity units of an order line come back exactly as sold: the whole line through return_order_units
-- (..._0110), part of it by splitting the line's sale in two (the returned part marked returned, the rest
-- still sold), so that a later cancellation returns only what is still out. Returns the units put back in
-- stock. Lock order: the caller holds the order row; then the line's stock_holds row, then the product.
create function public.return_withdrawn_units(p_order_item_id uuid, p_quantity integer)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  h public.stock_holds;
  v_from integer;
  v_ahead integer;
begin
  select * into h from public.stock_holds
  where order_item_id = p_order_item_id and status = 'sold'
  for update;
  if not found or p_quantity <= 0 then
    return 0;
  end if;
  if p_quantity >= h.quantity then
    return public.return_order_units(h.order_id, p_order_item_id);
  end if;

  v_from := least(p_quantity, h.from_stock);
  v_ahead := p_quantity - v_from;
  update public.stock_holds
  set quantity = quantity - p_quantity,
      from_stock = from_stock - v_from,
      sold_ahead = sold_ahead - v_ahead
  where id = h.id;
  insert into public.stock_holds (
    order_id, order_item_id, product_id, session_id, quantity, status, expires_at, from_stock, sold_ahead,
    sold_at, returned_at
  ) values (
    h.order_id, h.order_item_id, h.product_id, h.session_id, p_quantity, 'returned', h.expires_at, v_from,
    v_ahead, h.sold_at, pg_catalog.now()
  );
  update public.products
  set stock = case when stock is null then null else stock + v_from end,
      sold_ahead = greatest(sold_ahead - v_ahead, 0)
  where id = h.product_id;
  return v_from;
end;
$$;

create function public.admin_record_withdrawal_refund(
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
    raise exception 'withdrawal not found' using errcode = 'no_data_found';
  end if;
  -- The order, then the withdrawal: the lock order of the requests.
  select * into o from public.orders where id = v_order_id for update;
  select * into w from public.withdrawals where id = p_withdrawal_id for update;
  if w.status <> 'requested' then
    raise exception 'this withdrawal was already %', w.status
      using errcode = 'check_violation', hint = 'withdrawal_already_processed';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'the refund must be a positive amount with at most 2 decimals'
      using errcode = 'check_violation', hint = 'refund_amount_invalid';
  end if;
  v_refundable := o.amount_paid - o.refunded_amount - o.refund_due;
  if p_amount > v_refundable then
    raise exception 'a refund of % would exceed what was paid (% paid, % already refunded, % being refunded)',
      p_amount, o.amount_paid, o.refunded_amount, o.refund_due
      using errcode = 'check_violation', hint = 'refund_exceeds_paid';
  end if;

  perform public.record_refund(
    o.id, p_amount, auth.uid(), 'Withdrawal refund (request of '
      || pg_catalog.to_char(w.requested_at at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') || ', Paris)',
    jsonb_build_object('state', 'refunded', 'reason', 'withdrawal', 'withdrawal_id', w.id,
                       'restocked', coalesce(p_restock, false)),
    false
  );

  if coalesce(p_restock, false) then
    for l in
      select wi.order_item_id, wi.quantity from public.withdrawal_items wi
      join public.order_items i on i.id = wi.order_item_id
      where wi.withdrawal_id = w.id
      order by i.product_id, i.id
    loop
      perform public.return_withdrawn_units(l.order_item_id, l.quantity);
    end loop;
  end if;

  update public.withdrawals
  set status = 'refunded', refund_amount = p_amount, restocked = coalesce(p_restock, false),
      processed_at = pg_catalog.now(), processed_by = auth.uid()
  where id = w.id;

  -- Every line withdrawn and refunded: nothing of the order is left, it is refunded.
  if not exists (
    select 1 from public.order_items i
    where i.order_id = o.id
      and i.quantity > coalesce((
        select sum(wi.quantity) from public.withdrawal_items wi
        join public.withdrawals x on x.id = wi.withdrawal_id
        where wi.order_item_id = i.id and x.status = 'refunded'
      ), 0)
  ) and 'refunded' = any (public.order_next_statuses(o.status)) then
    update public.orders set status = 'refunded', balance_due = 0 where id = o.id;
    update public.reservations set status = 'refunded' where order_id = o.id and status <> 'refunded';
  end if;

  perform public.queue_withdrawal_mail(w.id, 'withdrawal_refunded');
  return public.withdrawal_json(w.id);
end;
$$;

comment on function public.admin_record_withdrawal_refund(uuid, numeric, boolean) is
  'Admins at aal2: refunds an open withdrawal through record_refund (at most what is refundable), optionally returning its units to stock; mails the customer.';

create function public.admin_refuse_withdrawal(p_withdrawal_id uuid, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
  w public.withdrawals;
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  if not public.is_admin() then
    raise exception 'only an admin refuses a withdrawal' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin acts on withdrawals after the two-factor challenge (aal2).';
  end if;
  if length(v_reason) = 0 or length(v_reason) > 2000 or public.has_control_characters(v_reason, true) then
    raise exception 'a refusal needs a reason of at most 2000 characters'
      using errcode = 'check_violation', hint = 'refusal_reason_required';
  end if;
  select order_id into v_order_id from public.withdrawals where id = p_withdrawal_id;
  if v_order_id is null then
    raise exception 'withdrawal not found' using errcode = 'no_data_found';
  end if;
  perform 1 from public.orders where id = v_order_id for update;
  select * into w from public.withdrawals where id = p_withdrawal_id for update;
  if w.status <> 'requested' then
    raise exception 'this withdrawal was already %', w.status
      using errcode = 'check_violation', hint = 'withdrawal_already_processed';
  end if;
  update public.withdrawals
  set status = 'refused', refused_reason = v_reason, processed_at = pg_catalog.now(), processed_by = auth.uid()
  where id = w.id;
  insert into public.order_events (order_id, actor_id, type, note, data)
  values (v_order_id, auth.uid(), 'note', 'Withdrawal refused: ' || v_reason,
          jsonb_build_object('kind', 'withdrawal_refused', 'withdrawal_id', w.id));
  return public.withdrawal_json(w.id);
end;
$$;

comment on function public.admin_refuse_withdrawal(uuid, text) is
  'Admins at aal2: refuses an open withdrawal with its reason (in the trail); its quantities no longer count as withdrawn.';

revoke execute on function public.return_withdrawn_units(uuid, integer) from public, anon, authenticated;
revoke execute on function public.admin_record_withdrawal_refund(uuid, numeric, boolean) from public, anon, authenticated;
revoke execute on function public.admin_refuse_withdrawal(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_record_withdrawal_refund(uuid, numeric, boolean) to authenticated;
grant execute on function public.admin_refuse_withdrawal(uuid, text) to authenticated;
