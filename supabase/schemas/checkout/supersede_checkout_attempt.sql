create or replace function public.supersede_checkout_attempt(p_user_id uuid, p_idempotency_key text)
  returns boolean language plpgsql security definer set search_path to ''
as $function$
declare
  v_order public.orders;
begin
  if p_idempotency_key is null or p_idempotency_key !~ '^[A-Za-z0-9_-]{8,100}$' then
    return false;
  end if;
  -- The same lock as create_checkout_order: a retry of the old attempt running now finishes first.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('checkout:' || p_idempotency_key, 0));
  select * into v_order from public.orders where idempotency_key = p_idempotency_key for update;
  if not found or v_order.user_id is distinct from p_user_id or v_order.status <> 'pending_payment' then
    return false;
  end if;
  update public.orders set status = 'cancelled' where id = v_order.id;
  insert into public.order_events (order_id, actor_id, type, note)
  values (v_order.id, null, 'note', 'Replaced by the customer''s next checkout: cancelled by the shop.');
  return true;
end;
$function$;

comment on function "public"."supersede_checkout_attempt"(uuid, text) is 'Service role only (create-checkout): cancels the caller''s previous checkout attempt, still unpaid, so its units are free again.';

revoke all on function public.supersede_checkout_attempt(p_user_id uuid, p_idempotency_key text) from public, anon, authenticated, service_role;
grant execute on function public.supersede_checkout_attempt(p_user_id uuid, p_idempotency_key text) to service_role;
