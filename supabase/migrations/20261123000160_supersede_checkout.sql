-- A checkout attempt replaced by the same shopper's next one gives its units back at once.
--
-- A shopper opens the payment page, comes back, changes the cart and checks out again: the app sends the new
-- attempt's idempotency key and the previous one (replaces_idempotency_key). Without this the first order would
-- keep its units held until its session expires (about 30 minutes), and the shopper would be told that units
-- they hold themselves are out of stock. The previous order is cancelled when it is still waiting for its first
-- payment and belongs to the same caller (the same member, or a guest for a guest's order): the cancellation
-- releases its holds and closes its payment sessions (orders_stock_on_status, ..._0140), and a payment made on
-- its old page anyway is refunded (record_payment: order_cancelled). The previous key is the proof: it is a
-- random value only the shopper's browser holds.
--
-- Service role only (create-checkout). Returns true when an order was cancelled.
create function public.supersede_checkout_attempt(p_user_id uuid, p_idempotency_key text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

comment on function public.supersede_checkout_attempt(uuid, text) is
  'Service role only (create-checkout): cancels the caller''s previous checkout attempt, still unpaid, so its units are free again.';

revoke execute on function public.supersede_checkout_attempt(uuid, text) from public, anon, authenticated;
grant execute on function public.supersede_checkout_attempt(uuid, text) to service_role;
