create or replace function public.request_withdrawal(p_order_id uuid, p_items jsonb, p_idempotency_key text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null
     or not exists (select 1 from public.orders o where o.id = p_order_id and o.user_id = v_uid) then
    raise exception 'not_found' using errcode = 'P0001';
  end if;
  return public.create_withdrawal(p_order_id, 'member', v_uid, p_items, p_idempotency_key);
end;
$function$;

comment on function "public"."request_withdrawal"(uuid, jsonb, text) is 'A member withdraws from lines of their own order ([{order_item_id, quantity}]); idempotent per key and per line; mails the acknowledgement.';

revoke all on function public.request_withdrawal(p_order_id uuid, p_items jsonb, p_idempotency_key text) from public, anon, authenticated, service_role;
grant execute on function public.request_withdrawal(p_order_id uuid, p_items jsonb, p_idempotency_key text) to authenticated, service_role;
