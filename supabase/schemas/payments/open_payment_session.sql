create or replace function public.open_payment_session(p_order_id uuid, p_purpose text, p_provider text)
  returns jsonb language plpgsql set search_path to ''
as $function$
declare
  v_order public.orders;
  v_session uuid;
  v_amount numeric(12, 2);
  v_expires timestamptz := pg_catalog.now() + interval '31 minutes';
begin
  select * into v_order from public.orders where id = p_order_id;
  v_amount := case p_purpose when 'balance' then v_order.balance_due else v_order.amount_due_now end;
  if v_amount is null or v_amount <= 0 then
    raise exception 'zero_amount' using errcode = 'P0001',
      hint = 'This order comes to 0: there is nothing to pay.';
  end if;
  insert into public.payment_sessions (order_id, purpose, provider, amount, currency, expires_at)
  values (v_order.id, p_purpose, p_provider, v_amount, v_order.currency, v_expires)
  returning id into v_session;
  if p_purpose = 'order' then
    perform public.hold_order_units(v_order.id, v_session, v_expires + interval '2 minutes');
  end if;
  return public.checkout_payload(v_order.id, p_purpose, public.issue_receipt_token(v_order.id), false)
    || jsonb_build_object(
      'action', 'open',
      'session_id', v_session,
      'expires_at', extract(epoch from v_expires)::bigint
    );
end;
$function$;

revoke all on function public.open_payment_session(p_order_id uuid, p_purpose text, p_provider text) from public, anon, authenticated, service_role;
grant execute on function public.open_payment_session(p_order_id uuid, p_purpose text, p_provider text) to service_role;
