create or replace function public.admin_record_withdrawal_refund (
  p_withdrawal_id uuid,
  p_amount        numeric,
  p_restock       boolean default true
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

comment on function "public"."admin_record_withdrawal_refund"(uuid, numeric, boolean) is
  'Admins at aal2: refunds an open withdrawal through record_refund (at most what is refundable), optionally returning its units to stock; mails the customer.';

revoke all on function public.admin_record_withdrawal_refund(p_withdrawal_id uuid, p_amount numeric, p_restock boolean) from public, anon, authenticated, service_role;
grant execute on function public.admin_record_withdrawal_refund(p_withdrawal_id uuid, p_amount numeric, p_restock boolean) to authenticated, service_role;
