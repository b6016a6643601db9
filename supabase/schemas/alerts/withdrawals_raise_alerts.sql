create or replace function public.withdrawals_raise_alerts()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  if tg_op = 'INSERT' then
    perform public.raise_alert('withdrawal_requested', new.id::text, jsonb_build_object(
      'order_number', (select o.number from public.orders o where o.id = new.order_id)
    ), new.order_id, null, new.id);
  elsif new.status <> 'requested' then
    -- Refunded or refused: decided.
    perform public.clear_alerts('withdrawal_requested', new.id::text);
  end if;
  return null;
end;
$function$;

comment on function "public"."withdrawals_raise_alerts"() is 'Trigger: a withdrawal request raises its alert; its decision (refunded, refused) clears it.';

revoke all on function public.withdrawals_raise_alerts() from public, anon, authenticated, service_role;
grant execute on function public.withdrawals_raise_alerts() to service_role;
