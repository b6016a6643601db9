create or replace function public.reopen_checkout_order(p_order_id uuid, p_provider text)
  returns jsonb language plpgsql set search_path to ''
as $function$
declare
  v_order public.orders;
  v_payload jsonb;
begin
  select * into v_order from public.orders where id = p_order_id for update;
  if v_order.status in ('paid', 'deposit_paid', 'fulfilled', 'shipped', 'delivered') then
    return public.checkout_payload(v_order.id, 'order', public.issue_receipt_token(v_order.id), true)
      || jsonb_build_object('action', 'receipt');
  end if;
  if v_order.status <> 'pending_payment' then
    raise exception 'order_not_payable' using errcode = 'P0001',
      hint = 'This order was cancelled: start a new checkout.';
  end if;
  v_payload := public.resume_payment_session(v_order.id, 'order');
  if v_payload is not null then
    return v_payload;
  end if;
  if v_order.created_at < pg_catalog.now() - interval '24 hours' then
    raise exception 'order_not_payable' using errcode = 'P0001',
      hint = 'This order was not paid within 24 hours: start a new checkout.';
  end if;
  perform public.reprice_order(v_order.id);
  if v_order.payment_provider is distinct from p_provider then
    update public.orders set payment_provider = p_provider where id = v_order.id;
  end if;
  return public.open_payment_session(v_order.id, 'order', p_provider);
end;
$function$;

revoke all on function public.reopen_checkout_order(p_order_id uuid, p_provider text) from public, anon, authenticated, service_role;
grant execute on function public.reopen_checkout_order(p_order_id uuid, p_provider text) to service_role;
