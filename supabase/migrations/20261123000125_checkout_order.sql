-- create_checkout_order and prepare_balance_payment with holds, payment sessions, the retry rules and the
-- zero-amount rule: what they answer, the errors and the lifetimes are described in
-- 20261123000120_checkout_sessions.sql, whose helpers they call. Service role only.

-- ---------------------------------------------------------------------------------------------------------
-- create_checkout_order: as in 20261121000020_checkout.sql, plus the hold, the session, the retry rules and
-- the zero-amount rule (service role only)
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.create_checkout_order(
  p_user_id uuid,
  p_kind text,
  p_locale text,
  p_idempotency_key text,
  p_items jsonb,
  p_email text,
  p_name text,
  p_phone text,
  p_shipping jsonb,
  p_accept_terms boolean,
  p_reservation_option text default null,
  p_accept_cancellation_policy boolean default false,
  p_provider text default 'test'
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_currency text := case when p_locale = 'fr' then 'eur' else 'usd' end;
  v_email text := btrim(coalesce(p_email, ''));
  v_name text := btrim(coalesce(p_name, ''));
  v_phone text := nullif(btrim(coalesce(p_phone, '')), '');
  v_country text := upper(btrim(coalesce(p_shipping ->> 'country', '')));
  v_item jsonb;
  v_line jsonb;
  v_lines jsonb := '[]'::jsonb;
  v_priced jsonb := '[]'::jsonb;
  v_product public.products;
  v_quantity integer;
  v_unit_price numeric(12, 2);
  v_subtotal numeric(12, 2) := 0;
  v_due_now numeric(12, 2);
  v_has_preorder boolean := false;
  v_kind text;
  v_order public.orders;
  v_order_item_id uuid;
  v_contact_id uuid;
  v_policy text;
begin
  -- The edge function checks the request's shape first, with friendlier messages; this is the trust
  -- boundary, so the rules are enforced here again.
  if p_kind is null or p_kind not in ('purchase', 'reservation')
     or p_locale is null or p_locale not in ('en', 'fr')
     or p_provider is null or p_provider not in ('test', 'stripe') then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'kind, locale or provider';
  end if;
  if p_idempotency_key is null or p_idempotency_key !~ '^[A-Za-z0-9_-]{8,100}$' then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'idempotency_key';
  end if;

  -- One checkout attempt, one order: retries of the same attempt wait for each other here, and a retry
  -- (whatever its body) gets the order the first call wrote: its open payment page, its receipt once paid, or
  -- a new payment page at today's prices when the last one expired (reopen_checkout_order).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('checkout:' || p_idempotency_key, 0));
  select * into v_order from public.orders where idempotency_key = p_idempotency_key;
  if found then
    if v_order.user_id is distinct from p_user_id then
      raise exception 'invalid_request' using errcode = 'P0001',
        detail = 'idempotency_key belongs to another checkout';
    end if;
    return public.reopen_checkout_order(v_order.id, p_provider);
  end if;

  if not coalesce(p_accept_terms, false) then
    raise exception 'terms_not_accepted' using errcode = 'P0001', detail = 'accept_terms';
  end if;
  if p_kind = 'reservation' then
    if p_user_id is null then
      raise exception 'sign_in_required' using errcode = 'P0001';
    end if;
    if p_reservation_option is null or p_reservation_option not in ('deposit', 'full') then
      raise exception 'invalid_field' using errcode = 'P0001', detail = 'reservation_option';
    end if;
    if not coalesce(p_accept_cancellation_policy, false) then
      raise exception 'policy_not_accepted' using errcode = 'P0001', detail = 'accept_cancellation_policy';
    end if;
  end if;
  if length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'invalid_email' using errcode = 'P0001', detail = 'contact.email';
  end if;
  if length(v_name) not between 1 and 200 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'contact.name';
  end if;
  if v_phone is not null and length(v_phone) > 40 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'contact.phone';
  end if;
  if p_shipping is null or jsonb_typeof(p_shipping) <> 'object' then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'shipping';
  end if;
  if length(btrim(coalesce(p_shipping ->> 'line1', ''))) not between 1 and 200 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'shipping.line1';
  end if;
  if length(coalesce(p_shipping ->> 'line2', '')) > 200 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'shipping.line2';
  end if;
  if length(btrim(coalesce(p_shipping ->> 'city', ''))) not between 1 and 100 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'shipping.city';
  end if;
  if length(btrim(coalesce(p_shipping ->> 'postal_code', ''))) not between 1 and 20 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'shipping.postal_code';
  end if;
  if length(coalesce(p_shipping ->> 'region', '')) > 100 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'shipping.region';
  end if;
  if v_country !~ '^[A-Z]{2}$' then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'shipping.country';
  end if;

  -- Lines: each a product slug and a whole quantity 1..1000. Anything else the client sent (a price, a
  -- name, a total) is ignored.
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'empty_cart' using errcode = 'P0001', detail = 'items';
  end if;
  if jsonb_array_length(p_items) > 100 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'items';
  end if;
  for v_item in select value from jsonb_array_elements(p_items) loop
    if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item -> 'product_id') is distinct from 'string' then
      raise exception 'invalid_field' using errcode = 'P0001', detail = 'items';
    end if;
    if jsonb_typeof(v_item -> 'quantity') is distinct from 'number'
       or (v_item ->> 'quantity')::numeric <> trunc((v_item ->> 'quantity')::numeric)
       or (v_item ->> 'quantity')::numeric not between 1 and 1000 then
      raise exception 'quantity_out_of_range' using errcode = 'P0001', detail = v_item ->> 'product_id';
    end if;
  end loop;

  -- The same product twice is one line (as the cart merges them), in the order first seen.
  select jsonb_agg(jsonb_build_object('slug', slug, 'quantity', quantity) order by first_seen)
  into v_lines
  from (
    select e.value ->> 'product_id' as slug,
           sum((e.value ->> 'quantity')::integer) as quantity,
           min(e.ordinality) as first_seen
    from jsonb_array_elements(p_items) with ordinality as e
    group by e.value ->> 'product_id'
  ) merged;

  if p_kind = 'reservation' and jsonb_array_length(v_lines) <> 1 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'items',
      hint = 'A reservation holds exactly one product.';
  end if;

  for v_line in select value from jsonb_array_elements(v_lines) loop
    v_quantity := (v_line ->> 'quantity')::integer;
    select * into v_product from public.products where product_id = v_line ->> 'slug';
    if not found then
      raise exception 'unknown_product' using errcode = 'P0001', detail = v_line ->> 'slug';
    end if;
    if not v_product.published then
      raise exception 'product_unavailable' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    if v_quantity > 1000 then
      raise exception 'quantity_out_of_range' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    if p_kind = 'purchase' and v_product.reserve_enabled then
      raise exception 'reserve_only' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    if p_kind = 'reservation' and not v_product.reserve_enabled then
      raise exception 'not_reservable' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    -- A first look at what is left (units not held by open payments; reserve and pre-order products up to
    -- their cap, if any). The hold taken below is what decides, under the product's row lock.
    if v_product.stock_available is not null and v_product.stock_available < v_quantity then
      raise exception 'out_of_stock' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    v_has_preorder := v_has_preorder or v_product.preorder_enabled;
    v_unit_price := case when v_currency = 'eur' then coalesce(v_product.price_euros, v_product.price)
                         else v_product.price end;
    v_subtotal := v_subtotal + v_unit_price * v_quantity;
    v_priced := v_priced || jsonb_build_object(
      'product_id', v_product.id,
      'slug', v_product.product_id,
      'name', case when p_locale = 'fr' then coalesce(v_product.title_fr, v_product.title) else v_product.title end,
      'image', v_product.image_urls[1],
      'unit_price', v_unit_price,
      'quantity', v_quantity,
      'estimated_delivery_days', coalesce(v_product.estimated_delivery_days, 30),
      'policy', case when p_locale = 'fr' then coalesce(v_product.cancellation_policy_fr, v_product.cancellation_policy)
                     else v_product.cancellation_policy end
    );
  end loop;

  v_kind := case when p_kind = 'reservation' then 'reservation'
                 when v_has_preorder then 'preorder'
                 else 'purchase' end;
  v_due_now := case when p_kind = 'reservation' and p_reservation_option = 'deposit'
                    then round(v_subtotal * 0.5, 2)
                    else v_subtotal end;
  -- A payment of 0 is no payment: an order whose total is 0 is refused rather than marked paid.
  if v_due_now <= 0 then
    raise exception 'zero_amount' using errcode = 'P0001',
      hint = 'This order comes to 0: there is nothing to pay.';
  end if;

  -- The CRM knows every buyer: link the contact with this email, or create it. Known details are kept.
  insert into public.contacts (email, full_name, phone, country, locale, source)
  values (v_email, v_name, v_phone, v_country, p_locale, 'checkout')
  on conflict (email) do update
  set full_name = coalesce(public.contacts.full_name, excluded.full_name),
      phone = coalesce(public.contacts.phone, excluded.phone),
      country = coalesce(public.contacts.country, excluded.country),
      locale = coalesce(public.contacts.locale, excluded.locale)
  returning id into v_contact_id;

  insert into public.orders (
    user_id, contact_id, email, name, phone,
    shipping_address_line1, shipping_address_line2, shipping_city, shipping_postal_code, shipping_region,
    shipping_country, locale, currency, kind, subtotal, shipping_amount, amount_due_now, balance_due,
    payment_provider, idempotency_key, accepted_terms_at
  ) values (
    p_user_id, v_contact_id, v_email, v_name, v_phone,
    btrim(p_shipping ->> 'line1'), nullif(btrim(coalesce(p_shipping ->> 'line2', '')), ''),
    btrim(p_shipping ->> 'city'), btrim(p_shipping ->> 'postal_code'),
    nullif(btrim(coalesce(p_shipping ->> 'region', '')), ''),
    v_country, p_locale, v_currency, v_kind, v_subtotal, 0, v_due_now, v_subtotal - v_due_now,
    p_provider, p_idempotency_key, pg_catalog.now()
  )
  returning * into v_order;

  for v_line in select value from jsonb_array_elements(v_priced) loop
    -- created_at from the clock, not the transaction: it keeps the lines in the order the customer sent.
    insert into public.order_items (
      order_id, product_id, product_slug, product_name, product_image, unit_price, quantity, created_at
    ) values (
      v_order.id,
      (v_line ->> 'product_id')::uuid,
      v_line ->> 'slug',
      v_line ->> 'name',
      v_line ->> 'image',
      (v_line ->> 'unit_price')::numeric,
      (v_line ->> 'quantity')::integer,
      pg_catalog.clock_timestamp()
    )
    returning id into v_order_item_id;

    if p_kind = 'reservation' then
      -- A product without a policy of its own gets the shop's rule, which cancel_reservation applies.
      v_policy := coalesce(v_line ->> 'policy', case when p_locale = 'fr'
        then 'Une réservation peut être annulée sans frais tant que l''article n''est pas préparé pour l''expédition ; tout ce qui a été versé est alors remboursé.'
        else 'A reservation can be cancelled free of charge until the item is prepared for shipping; everything paid is then refunded.'
      end);
      insert into public.reservations (
        order_id, order_item_id, user_id, product_id, option, currency, price, deposit_amount, balance_due,
        estimated_delivery_date, cancellation_policy_accepted, cancellation_policy_accepted_at
      ) values (
        v_order.id, v_order_item_id, p_user_id, (v_line ->> 'product_id')::uuid, p_reservation_option,
        v_currency, v_subtotal, case when p_reservation_option = 'deposit' then v_due_now else 0 end,
        v_subtotal - v_due_now,
        current_date + (v_line ->> 'estimated_delivery_days')::integer,
        v_policy, pg_catalog.now()
      );
    end if;
  end loop;

  -- The units are held and the payment session reserved in this transaction: out_of_stock rolls it all back.
  return public.open_payment_session(v_order.id, 'order', p_provider);
end;
$$;

comment on function public.create_checkout_order(uuid, text, text, text, jsonb, text, text, text, jsonb, boolean, text, boolean, text) is
  'Service role only (create-checkout): validates, re-prices from products, writes the pending order, holds its units and reserves its payment session; a retry gets the open session, the receipt, or a new session at today''s prices.';

-- ---------------------------------------------------------------------------------------------------------
-- prepare_balance_payment: the balance of a deposit reservation, one open session at most (service role only)
-- ---------------------------------------------------------------------------------------------------------
drop function public.prepare_balance_payment(uuid, uuid);

create function public.prepare_balance_payment(p_user_id uuid, p_order_id uuid, p_provider text default 'test')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

comment on function public.prepare_balance_payment(uuid, uuid, text) is
  'Service role only (create-checkout): the balance a member owes on their deposit reservation, one open session at most.';


revoke execute on function public.prepare_balance_payment(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.prepare_balance_payment(uuid, uuid, text) to service_role;
