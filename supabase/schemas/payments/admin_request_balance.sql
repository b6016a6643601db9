create or replace function public.admin_request_balance(p_order_id uuid)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_order public.orders;
  v_at timestamptz;
  v_lines jsonb;
  v_mail uuid;
  v_pay_url text := public.site_url() || '/my-reservations';
begin
  if not public.is_staff() then
    raise exception 'only staff ask for a balance' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'Staff ask for a balance after the two-factor challenge (aal2).';
  end if;

  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    raise exception 'order_not_found' using errcode = 'PT404',
      hint = 'No order has this id.';
  end if;

  select e.created_at into v_at
  from public.order_events e
  where e.order_id = v_order.id and e.type = 'balance_requested';
  if found then
    return jsonb_build_object('sent', false, 'requested_at', v_at);
  end if;

  if v_order.status <> 'deposit_paid' or v_order.balance_due <= 0
     or not exists (
       select 1 from public.reservations r where r.order_id = v_order.id and r.status = 'deposit_paid'
     ) then
    raise exception 'balance_not_due' using errcode = 'check_violation',
      hint = pg_catalog.format('order %s has no balance to ask for', v_order.number);
  end if;
  if v_order.user_id is null then
    raise exception 'balance_no_account' using errcode = 'check_violation',
      hint = pg_catalog.format('order %s has no account to pay its balance from', v_order.number);
  end if;

  select jsonb_agg(jsonb_build_object('name', i.product_name, 'quantity', i.quantity) order by i.created_at, i.id)
  into v_lines
  from public.order_items i
  where i.order_id = v_order.id;

  v_mail := public.enqueue_mail('balance_due', v_order.email::text, v_order.locale, v_order.id, jsonb_build_object(
    'order_number', v_order.number,
    'amount', v_order.balance_due,
    'currency', v_order.currency,
    'pay_url', v_pay_url,
    'lines', coalesce(v_lines, '[]'::jsonb)
  ));

  insert into public.order_events (order_id, actor_id, type, data)
  values (v_order.id, auth.uid(), 'balance_requested', jsonb_build_object(
    'amount', v_order.balance_due,
    'currency', v_order.currency,
    'pay_url', v_pay_url,
    'mail_id', v_mail
  ))
  returning created_at into v_at;

  return jsonb_build_object('sent', true, 'requested_at', v_at);
end;
$function$;

comment on function "public"."admin_request_balance"(uuid) is 'Admins at aal2: a reserved product is ready; records it once and queues the balance_due mail with the pay link.';

revoke all on function public.admin_request_balance(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_request_balance(p_order_id uuid) to authenticated, service_role;
