create or replace function public.prepare_balance_payment (
  p_user_id  uuid,
  p_order_id uuid,
  p_provider text default 'test'::text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_order public.orders;
  v_payload jsonb;
begin
  if p_provider is null or p_provider not in ('test', 'stripe') then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'provider';
  end if;
  -- The row lock makes two balance checkouts of one reservation take turns: the second finds the first's
  -- session.
  select * into v_order from public.orders where id = p_order_id and user_id = p_user_id for update;
  -- Someone else's order answers exactly as a missing one.
  if not found or p_user_id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  if v_order.status in ('cancelled', 'refunded') then
    raise exception 'order_not_payable' using errcode = 'P0001',
      hint = 'This reservation was cancelled.';
  end if;
  if v_order.status <> 'deposit_paid' or v_order.balance_due <= 0 then
    raise exception 'nothing_due' using errcode = 'P0001';
  end if;
  v_payload := public.resume_payment_session(v_order.id, 'balance');
  if v_payload is not null then
    return v_payload;
  end if;
  return public.open_payment_session(v_order.id, 'balance', p_provider);
end;
$function$;

comment on function "public"."prepare_balance_payment"(uuid, uuid, text) is 'Service role only (create-checkout): the balance a member owes on their deposit reservation, one open session at most.';

revoke all on function public.prepare_balance_payment(p_user_id uuid, p_order_id uuid, p_provider text) from public, anon, authenticated, service_role;
grant execute on function public.prepare_balance_payment(p_user_id uuid, p_order_id uuid, p_provider text) to service_role;
