-- One convention for the refusals the app explains: the machine code is the error's message (as
-- `raise exception 'two_factor_required'` and the checkout's codes already are), the text for people reading logs
-- is the hint, data stays in detail; PostgREST answers { code, message, details, hint } and src/lib/db-error.ts
-- maps the message. The admin's refund and withdrawal functions raised their code as the hint: the same bodies,
-- with only their raises turned round.

-- admin_record_refund: as in 20261123000210_order_history_append_only.sql, its refusals raised with the code as the message.
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
    raise exception 'order not found' using errcode = 'no_data_found';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'refund_amount_invalid' using errcode = 'check_violation',
      hint = 'the refund must be a positive amount with at most 2 decimals';
  end if;
  if v_order.refunded_amount + p_amount > v_order.amount_paid then
    raise exception 'refund_exceeds_paid' using errcode = 'check_violation',
      hint = pg_catalog.format('a refund of %s would exceed what was paid (%s paid, %s already refunded)', p_amount, v_order.amount_paid, v_order.refunded_amount);
  end if;
  if length(coalesce(trim(p_reason), '')) = 0 or length(p_reason) > 2000 then
    raise exception 'refund_reason_required' using errcode = 'check_violation',
      hint = 'a refund needs a reason of at most 2000 characters';
  end if;

  insert into public.order_events (order_id, actor_id, type, note, data)
  values (v_order.id, auth.uid(), 'refund', trim(p_reason),
          jsonb_build_object('amount', p_amount, 'currency', v_order.currency));

  update public.orders
  set refunded_amount = refunded_amount + p_amount,
      status = case
        when p_mark_refunded and 'refunded' = any (public.order_next_statuses(status)) then 'refunded'
        else status
      end
  where id = v_order.id
  returning * into v_order;

  update public.reservations
  set status = 'refunded'
  where order_id = v_order.id and v_order.status = 'refunded' and status <> 'refunded';

  return v_order;
end;
$$;

-- admin_record_withdrawal_refund: as in 20261123100220_withdrawal_admin.sql, its refusals raised with the code as the message.
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
    raise exception 'withdrawal_already_processed' using errcode = 'check_violation',
      hint = pg_catalog.format('this withdrawal was already %s', w.status);
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

-- admin_refuse_withdrawal: as in 20261123500000_withdrawal_refused_mail.sql, its refusals raised with the code as the message.
create or replace function public.admin_refuse_withdrawal(p_withdrawal_id uuid, p_reason text)
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
    raise exception 'refusal_reason_required' using errcode = 'check_violation',
      hint = 'a refusal needs a reason of at most 2000 characters';
  end if;
  select order_id into v_order_id from public.withdrawals where id = p_withdrawal_id;
  if v_order_id is null then
    raise exception 'withdrawal not found' using errcode = 'no_data_found';
  end if;
  perform 1 from public.orders where id = v_order_id for update;
  select * into w from public.withdrawals where id = p_withdrawal_id for update;
  if w.status <> 'requested' then
    raise exception 'withdrawal_already_processed' using errcode = 'check_violation',
      hint = pg_catalog.format('this withdrawal was already %s', w.status);
  end if;
  update public.withdrawals
  set status = 'refused', refused_reason = v_reason, processed_at = pg_catalog.now(), processed_by = auth.uid()
  where id = w.id;
  insert into public.order_events (order_id, actor_id, type, note, data)
  values (v_order_id, auth.uid(), 'note', 'Withdrawal refused: ' || v_reason,
          jsonb_build_object('kind', 'withdrawal_refused', 'withdrawal_id', w.id));
  perform public.queue_withdrawal_mail(w.id, 'withdrawal_refused');
  return public.withdrawal_json(w.id);
end;
$$;

