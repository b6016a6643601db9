-- Payable means payable: create-checkout opens at most one payment page per order and purpose, holds the units
-- while it is open, and never opens one for an order that is paid, cancelled or expired.
--
-- What create_checkout_order and prepare_balance_payment answer (public.checkout_payload plus):
--   action 'open'      a payment session row was reserved (status opening) and, for a first payment, the
--                      units held until it expires: create-checkout opens the provider's page with the given
--                      session_id and expires_at (epoch seconds), then attach_payment_session() records its
--                      provider id and URL (abandon_payment_session() when the provider refuses).
--   action 'existing'  the order already has an open session: its url is the answer (no second page).
--   action 'wait'      another call is opening this order's session right now: create-checkout polls
--                      payment_session_state(session_id) for its URL.
--   action 'receipt'   a retried checkout whose order is paid: the receipt (a fresh receipt token), never a
--                      new payment.
-- Errors added (P0001, the code as the message): order_not_payable (cancelled, refunded, or a pending order
-- past 24 hours: start a new checkout), zero_amount (an order of 0 is refused: nothing is marked paid without
-- a payment). A balance of a cancelled reservation is order_not_payable; one already paid stays nothing_due.
--
-- Lifetimes: a payment session lasts 30 minutes (expires_at = now + 31 minutes: Stripe refuses anything under
-- 30 minutes by its own clock, so a minute of margin), the same for Stripe (expires_at is sent) and the test
-- provider. The holds of a session expire 2 minutes after it, so a payment completed in its last second whose
-- webhook is a little late still finds its units. A payment that arrives later still is applied when the units
-- are there, and refunded when they are not (record_payment, ..._0130).
--
-- A retried checkout (same idempotency key) of a pending order whose session expired is priced again from
-- products (reprice_order: today's prices, the product still published and of the same kind) and its units
-- held again.
--
-- Service role only (create-checkout): create_checkout_order, prepare_balance_payment, attach_payment_session,
-- abandon_payment_session, payment_session_state. Helpers (SECURITY INVOKER, not executable through the API):
-- open_payment_session, resume_payment_session, reprice_order, reopen_checkout_order.

-- ---------------------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------------------

-- A new payment session for the order and purpose: the row (opening), the holds of a first payment, and the
-- payload create-checkout opens the provider's page with.
create function public.open_payment_session(p_order_id uuid, p_purpose text, p_provider text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
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
$$;

-- The order's session for the purpose when one is open (its URL) or being opened (wait for it); null when a
-- new one is needed. An open session with less than 2 minutes left, or one stuck opening for a minute (its
-- caller died), is closed here with its holds released, so that the new one can take them.
create function public.resume_payment_session(p_order_id uuid, p_purpose text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  s public.payment_sessions;
begin
  select * into s
  from public.payment_sessions
  where order_id = p_order_id and purpose = p_purpose and status in ('opening', 'open')
  for update;
  if not found then
    return null;
  end if;
  if s.status = 'open' and s.expires_at > pg_catalog.now() + interval '2 minutes' then
    return public.checkout_payload(p_order_id, p_purpose, null, true)
      || jsonb_build_object(
        'action', 'existing',
        'session_id', s.id,
        'url', s.url,
        'expires_at', extract(epoch from s.expires_at)::bigint
      );
  end if;
  if s.status = 'opening' and s.created_at > pg_catalog.now() - interval '1 minute' then
    return public.checkout_payload(p_order_id, p_purpose, null, true)
      || jsonb_build_object('action', 'wait', 'session_id', s.id);
  end if;
  update public.payment_sessions
  set status = case when s.status = 'open' then 'expired' else 'failed' end, closed_at = pg_catalog.now()
  where id = s.id;
  perform public.release_session_holds(s.id, 'superseded');
  return null;
end;
$$;

-- A pending order reopened after its session expired: every line at today's price (published, and still
-- bought the way the order buys it), the totals, deposit and balance from them.
create function public.reprice_order(p_order_id uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  o public.orders;
  l record;
  v_option text;
  v_price numeric(12, 2);
  v_subtotal numeric(12, 2);
  v_due numeric(12, 2);
begin
  select * into o from public.orders where id = p_order_id;
  select r.option into v_option from public.reservations r where r.order_id = o.id order by r.created_at limit 1;
  for l in
    select i.id as item_id, i.unit_price, p.product_id as slug, p.published, p.reserve_enabled, p.price,
           p.price_euros
    from public.order_items i
    join public.products p on p.id = i.product_id
    where i.order_id = o.id
    order by i.created_at, i.id
  loop
    if not l.published then
      raise exception 'product_unavailable' using errcode = 'P0001', detail = l.slug;
    end if;
    if o.kind = 'reservation' and not l.reserve_enabled then
      raise exception 'not_reservable' using errcode = 'P0001', detail = l.slug;
    end if;
    if o.kind <> 'reservation' and l.reserve_enabled then
      raise exception 'reserve_only' using errcode = 'P0001', detail = l.slug;
    end if;
    v_price := case when o.currency = 'eur' then coalesce(l.price_euros, l.price) else l.price end;
    if v_price is distinct from l.unit_price then
      update public.order_items set unit_price = v_price where id = l.item_id;
    end if;
  end loop;

  select coalesce(sum(i.line_total), 0) into v_subtotal from public.order_items i where i.order_id = o.id;
  v_due := case when o.kind = 'reservation' and v_option = 'deposit' then round(v_subtotal * 0.5, 2)
                else v_subtotal end;
  if v_due <= 0 then
    raise exception 'zero_amount' using errcode = 'P0001',
      hint = 'This order comes to 0: there is nothing to pay.';
  end if;
  if v_subtotal is distinct from o.subtotal or v_due is distinct from o.amount_due_now then
    update public.orders
    set subtotal = v_subtotal, amount_due_now = v_due, balance_due = v_subtotal - v_due
    where id = o.id;
    update public.reservations
    set price = v_subtotal,
        deposit_amount = case when option = 'deposit' then v_due else 0 end,
        balance_due = v_subtotal - v_due
    where order_id = o.id and status = 'pending_payment';
    insert into public.order_events (order_id, actor_id, type, data)
    values (o.id, null, 'updated', jsonb_build_object(
      'reason', 'repriced',
      'changes', jsonb_build_object(
        'subtotal', jsonb_build_object('from', o.subtotal, 'to', v_subtotal),
        'amount_due_now', jsonb_build_object('from', o.amount_due_now, 'to', v_due)
      )
    ));
  end if;
end;
$$;

-- A retried checkout (same idempotency key) of an existing order.
create function public.reopen_checkout_order(p_order_id uuid, p_provider text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
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
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The provider's answer (service role only)
-- ---------------------------------------------------------------------------------------------------------

-- The provider opened the page: the session is open with its id and URL. False when the row is no longer
-- opening (a later call found it stuck and replaced it).
create function public.attach_payment_session(p_session_id uuid, p_provider_session_id text, p_url text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.payment_sessions
  set status = 'open', provider_session_id = p_provider_session_id, url = p_url, opened_at = pg_catalog.now()
  where id = p_session_id and status = 'opening';
  return found;
end;
$$;

-- The provider refused or did not answer: the session fails and its holds go back at once.
create function public.abandon_payment_session(p_session_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.payment_sessions
  set status = 'failed', closed_at = pg_catalog.now()
  where id = p_session_id and status = 'opening';
  perform public.release_session_holds(p_session_id, 'session_failed');
end;
$$;

-- What create-checkout polls while another call opens the same order's session.
create function public.payment_session_state(p_session_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('status', s.status, 'url', s.url, 'expires_at', extract(epoch from s.expires_at)::bigint)
  from public.payment_sessions s
  where s.id = p_session_id
$$;

comment on function public.attach_payment_session(uuid, text, text) is
  'Service role only (create-checkout): the provider opened the page; the session is open with its id and URL.';
comment on function public.abandon_payment_session(uuid) is
  'Service role only (create-checkout): the provider did not open the page; the session fails and its holds are released.';
comment on function public.payment_session_state(uuid) is
  'Service role only (create-checkout): status and URL of a session another call is opening.';

revoke execute on function public.open_payment_session(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.resume_payment_session(uuid, text) from public, anon, authenticated;
revoke execute on function public.reprice_order(uuid) from public, anon, authenticated;
revoke execute on function public.reopen_checkout_order(uuid, text) from public, anon, authenticated;
revoke execute on function public.attach_payment_session(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.abandon_payment_session(uuid) from public, anon, authenticated;
revoke execute on function public.payment_session_state(uuid) from public, anon, authenticated;
grant execute on function public.attach_payment_session(uuid, text, text) to service_role;
grant execute on function public.abandon_payment_session(uuid) to service_role;
grant execute on function public.payment_session_state(uuid) to service_role;
