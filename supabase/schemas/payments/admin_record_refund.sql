create or replace function public.admin_record_refund (
  p_order_id      uuid,
  p_amount        numeric,
  p_reason        text,
  p_mark_refunded boolean default false
)
  returns public.orders
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

comment on function "public"."admin_record_refund"(uuid, numeric, text, boolean) is 'Admins at aal2: records a refund (amount, reason) in the order trail and the order; optionally moves it to refunded.';

revoke all on function public.admin_record_refund(p_order_id uuid, p_amount numeric, p_reason text, p_mark_refunded boolean) from public, anon, authenticated, service_role;
grant execute on function public.admin_record_refund(p_order_id uuid, p_amount numeric, p_reason text, p_mark_refunded boolean) to authenticated, service_role;
