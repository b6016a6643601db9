-- Delivery priced with the order (issue 16, item 4; zones and rates in 20261123400000_shipping_zones.sql).
--
-- create_checkout_order (current body from 20261123000125_checkout_order.sql) weighs the order's lines
-- (products.weight_grams x quantity), quotes delivery for the shipping country in the order's currency on the
-- goods subtotal (public.shipping_quote: the free-shipping threshold is on the goods), and writes it in
-- orders.shipping_amount; orders.total (subtotal + shipping_amount) follows. Nothing the browser sends is read
-- for it. A country outside every zone is refused (shipping_country_unsupported), as is an order too heavy
-- for its zone's bands (shipping_weight_unsupported).
--
-- Who pays delivery when: a purchase and a reservation paid in full pay it with the order. A reservation with
-- a 50% deposit pays 50% of the goods now (the deposit rule of SPEC.md: half the price, never delivery) and
-- the other half plus delivery with the balance, when the item ships. reservations.price/deposit/balance_due
-- stay about the goods; orders.amount_due_now and orders.balance_due carry delivery.
--
-- reprice_order (a retried checkout after its session expired) prices delivery again at today's rates, and
-- checkout_payload adds shipping_due: the part of the amount due that is delivery, which create-checkout
-- sends to the provider as its own line.
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
  v_grams integer := 0;
  v_shipping numeric(12, 2);
  v_deposit numeric(12, 2);
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
    v_grams := v_grams + v_product.weight_grams * v_quantity;
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
  -- A payment of 0 is no payment: goods that come to 0 are refused rather than marked paid (delivery alone is
  -- not an order).
  if v_subtotal <= 0 then
    raise exception 'zero_amount' using errcode = 'P0001',
      hint = 'This order comes to 0: there is nothing to pay.';
  end if;
  -- Delivery, from the zone of the country, the order's weight and the goods' subtotal (the free threshold).
  v_shipping := (public.shipping_quote(v_country, v_currency, v_grams, v_subtotal) ->> 'amount')::numeric;
  -- A 50% deposit is half the goods; delivery is paid with the balance. Otherwise all is due now.
  v_deposit := case when p_kind = 'reservation' and p_reservation_option = 'deposit'
                    then round(v_subtotal * 0.5, 2) end;
  v_due_now := coalesce(v_deposit, v_subtotal + v_shipping);

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
    v_country, p_locale, v_currency, v_kind, v_subtotal, v_shipping, v_due_now, v_subtotal + v_shipping - v_due_now,
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
        v_currency, v_subtotal, coalesce(v_deposit, 0), v_subtotal - coalesce(v_deposit, v_subtotal),
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
  'Service role only (create-checkout): validates, re-prices from products and the shipping rates, writes the pending order, holds its units and reserves its payment session; a retry gets the open session, the receipt, or a new session at today''s prices.';


-- ---------------------------------------------------------------------------------------------------------
-- reprice_order: as in 20261123000120_checkout_sessions.sql, delivery priced again at today's rates
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.reprice_order(p_order_id uuid)
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
  v_grams integer;
  v_shipping numeric(12, 2);
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

  select coalesce(sum(i.line_total), 0), coalesce(sum(p.weight_grams * i.quantity), 0)
  into v_subtotal, v_grams
  from public.order_items i
  join public.products p on p.id = i.product_id
  where i.order_id = o.id;
  if v_subtotal <= 0 then
    raise exception 'zero_amount' using errcode = 'P0001',
      hint = 'This order comes to 0: there is nothing to pay.';
  end if;
  v_shipping := (public.shipping_quote(o.shipping_country, o.currency, v_grams, v_subtotal) ->> 'amount')::numeric;
  v_due := case when o.kind = 'reservation' and v_option = 'deposit' then round(v_subtotal * 0.5, 2)
                else v_subtotal + v_shipping end;
  if v_subtotal is distinct from o.subtotal or v_due is distinct from o.amount_due_now
     or v_shipping is distinct from o.shipping_amount then
    update public.orders
    set subtotal = v_subtotal, shipping_amount = v_shipping, amount_due_now = v_due,
        balance_due = v_subtotal + v_shipping - v_due
    where id = o.id;
    update public.reservations
    set price = v_subtotal,
        deposit_amount = case when option = 'deposit' then v_due else 0 end,
        balance_due = case when option = 'deposit' then v_subtotal - v_due else 0 end
    where order_id = o.id and status = 'pending_payment';
    insert into public.order_events (order_id, actor_id, type, data)
    values (o.id, null, 'updated', jsonb_build_object(
      'reason', 'repriced',
      'changes', jsonb_build_object(
        'subtotal', jsonb_build_object('from', o.subtotal, 'to', v_subtotal),
        'shipping_amount', jsonb_build_object('from', o.shipping_amount, 'to', v_shipping),
        'amount_due_now', jsonb_build_object('from', o.amount_due_now, 'to', v_due)
      )
    ));
  end if;
end;
$$;

revoke execute on function public.reprice_order(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- checkout_payload: as in 20261121000020_checkout.sql, plus shipping_amount and shipping_due (the delivery
-- part of amount_due: all of it with a full payment or a balance, none with a deposit)
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.checkout_payload(p_order_id uuid, p_purpose text, p_receipt_token text, p_existing boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', o.id,
    'order_number', o.number,
    'status', o.status,
    'kind', o.kind,
    'locale', o.locale,
    'currency', o.currency,
    'email', o.email::text,
    'name', o.name,
    'total', o.total,
    'amount_due_now', o.amount_due_now,
    'balance_due', o.balance_due,
    'amount_due', case p_purpose when 'balance' then o.balance_due else o.amount_due_now end,
    'shipping_amount', o.shipping_amount,
    'shipping_due', case
      when p_purpose = 'balance' then least(o.shipping_amount, o.balance_due)
      when r.option = 'deposit' then 0
      else o.shipping_amount
    end,
    'purpose', p_purpose,
    'reservation_option', r.option,
    'receipt_token', p_receipt_token,
    'existing', p_existing,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', i.product_name,
        'quantity', i.quantity,
        'unit_price', i.unit_price,
        'line_total', i.line_total
      ) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  left join lateral (
    select r.option from public.reservations r where r.order_id = o.id order by r.created_at limit 1
  ) r on true
  where o.id = p_order_id
$$;

revoke execute on function public.checkout_payload(uuid, text, text, boolean) from public, anon, authenticated;
