create or replace function public.create_checkout_order (
  p_user_id                    uuid,
  p_kind                       text,
  p_locale                     text,
  p_idempotency_key            text,
  p_items                      jsonb,
  p_email                      text,
  p_name                       text,
  p_phone                      text,
  p_shipping                   jsonb,
  p_accept_terms               boolean,
  p_reservation_option         text    default null::text,
  p_accept_cancellation_policy boolean default false,
  p_provider                   text    default 'test'::text,
  p_promo_code                 text    default null::text,
  p_client_address             text    default null::text,
  p_currency                   text    default null::text,
  p_terms_version              text    default null::text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_currency text := coalesce(lower(btrim(p_currency)), case when p_locale = 'fr' then 'eur' else 'usd' end);
  v_email text := public.plain_email(p_email);
  v_client text := case when p_user_id is null then public.client_address_hash(p_client_address) end;
  v_limits public.checkout_settings;
  v_is_set boolean;
  v_units integer := 0;
  v_held integer;
  v_held_total integer := 0;
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
  v_policy text;
  v_grams integer := 0;
  v_shipping numeric(12, 2);
  v_deposit numeric(12, 2);
  v_promo public.promo_codes;
  v_discount numeric(12, 2) := 0;
  v_promo_lines jsonb := '[]'::jsonb;
begin
  -- Closed until the owner's Ready to sell checklist is complete (always open where require_ready_to_sell is
  -- off: the local seed, the tests).
  if not public.checkout_open() then
    raise exception 'checkout_closed' using errcode = 'P0001',
      hint = 'The shop does not take orders yet: its owner has not finished setting it up.';
  end if;
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
  -- The shop takes euros and US dollars; any other currency is refused by name rather than charged in another.
  if v_currency not in ('eur', 'usd') then
    raise exception 'currency_unsupported' using errcode = 'P0001', detail = 'currency',
      hint = 'Payments are taken in euros (eur) or US dollars (usd).';
  end if;
  -- One plain address, normalized (public.plain_email): what the order stores, mails and counts.
  if v_email is null then
    raise exception 'invalid_email' using errcode = 'P0001', detail = 'contact.email';
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
    -- A key replayed with another buyer's address gets nothing of that order: not its receipt, not its page.
    if lower(v_order.email::text) is distinct from v_email then
      raise exception 'idempotency_key_reused' using errcode = 'P0001', detail = 'idempotency_key',
        hint = 'This checkout key belongs to another order: start a new checkout.';
    end if;
    -- Reopening a guest order whose page is gone opens a new page: counted like any other.
    if v_client is not null and v_order.status = 'pending_payment' and not exists (
      select 1 from public.payment_sessions s
      where s.order_id = v_order.id and s.purpose = 'order' and s.status in ('opening', 'open')
        and s.expires_at > pg_catalog.now() + interval '2 minutes'
    ) then
      perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('checkout-client:' || v_client, 0));
      perform public.checkout_client_guard(v_client, null, p_idempotency_key);
    end if;
    return public.reopen_checkout_order(v_order.id, p_provider);
  end if;

  if not coalesce(p_accept_terms, false) then
    raise exception 'terms_not_accepted' using errcode = 'P0001', detail = 'accept_terms';
  end if;
  -- The terms the customer saw: recorded, and still the current ones (20261129000000_terms_versions.sql).
  perform public.assert_current_terms_version(p_terms_version);
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

  -- A guest client's pages nobody paid and unpaid orders per address (20261127200000_checkout_limits.sql),
  -- counted under the client's lock so that its concurrent checkouts take turns.
  if v_client is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('checkout-client:' || v_client, 0));
    perform public.checkout_client_guard(v_client, v_email, p_idempotency_key);
  end if;
  select * into v_limits from public.checkout_settings where id;

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
    -- A set's units are its components' (product_set_available).
    v_is_set := exists (select 1 from public.product_set_components c where c.set_id = v_product.id);
    if v_is_set then
      v_product.stock_available := public.product_set_available(v_product.id);
    end if;
    if v_product.stock_available is not null and v_product.stock_available < v_quantity then
      raise exception 'out_of_stock' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    -- What one unpaid checkout may hold (the owner's checkout_settings), and for a guest what its client's
    -- unpaid checkouts hold together of a product whose units are counted.
    -- A set's holds are on its components: its units held are those of its lines that still hold them.
    v_held := 0;
    if v_client is not null and v_product.stock_available is not null then
      if v_is_set then
        select coalesce(sum(i.quantity), 0) into v_held
        from public.order_items i
        join public.orders o on o.id = i.order_id
        where i.product_id = v_product.id and o.client_hash = v_client and o.user_id is null
          and exists (select 1 from public.stock_holds h
                      where h.order_item_id = i.id and h.status = 'held' and h.expires_at > pg_catalog.now());
      else
        select coalesce(sum(h.quantity), 0) into v_held
        from public.stock_holds h
        join public.orders o on o.id = h.order_id
        where h.product_id = v_product.id and h.status = 'held' and h.expires_at > pg_catalog.now()
          and o.client_hash = v_client and o.user_id is null;
      end if;
      v_held_total := v_held_total + v_held;
    end if;
    if v_quantity + v_held > v_limits.max_units_per_product then
      raise exception 'checkout_limit_per_product' using errcode = 'P0001',
        detail = 'limit=' || v_limits.max_units_per_product,
        hint = 'At most ' || v_limits.max_units_per_product || ' units of ' || v_product.product_id
          || ' may wait for payment at once' || case when v_held > 0 then ' (' || v_held
          || ' already do in another unpaid order)' else '' end || '.';
    end if;
    v_units := v_units + v_quantity;
    if v_units + v_held_total > v_limits.max_units_per_order then
      raise exception 'checkout_limit_per_order' using errcode = 'P0001',
        detail = 'limit=' || v_limits.max_units_per_order,
        hint = 'At most ' || v_limits.max_units_per_order || ' units may wait for payment at once'
          || case when v_held_total > 0 then ' (' || v_held_total || ' already do in another unpaid order)'
                  else '' end || '.';
    end if;
    v_has_preorder := v_has_preorder or v_product.preorder_enabled;
    v_grams := v_grams + v_product.weight_grams * v_quantity;
    v_unit_price := case when v_currency = 'eur' then coalesce(v_product.price_euros, v_product.price)
                         else v_product.price end;
    v_subtotal := v_subtotal + v_unit_price * v_quantity;
    v_promo_lines := v_promo_lines || jsonb_build_object('product_id', v_product.id, 'line_total', v_unit_price * v_quantity);
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
  -- The promotion code, under its row lock (20261123400100_promo_codes.sql): concurrent checkouts with the same
  -- code take turns here, so the uses counted below are all the uses there are.
  if nullif(btrim(coalesce(p_promo_code, '')), '') is not null then
    select * into v_promo from public.promo_codes where code = upper(btrim(p_promo_code));
    if not found then
      raise exception 'promo_invalid' using errcode = 'P0001', detail = 'promo_code';
    end if;
    v_discount := public.promo_discount(v_promo.id, v_currency, p_kind, v_promo_lines, v_email, p_user_id, true);
  end if;
  -- Delivery, from the zone of the country, the order's weight and the goods' subtotal after the code (the
  -- free threshold).
  v_shipping := (public.shipping_quote(v_country, v_currency, v_grams, v_subtotal - v_discount) ->> 'amount')::numeric;
  -- A 50% deposit is half the goods (after the code); delivery is paid with the balance. Otherwise all is due now.
  v_deposit := case when p_kind = 'reservation' and p_reservation_option = 'deposit'
                    then round((v_subtotal - v_discount) * 0.5, 2) end;
  v_due_now := coalesce(v_deposit, v_subtotal - v_discount + v_shipping);
  if v_due_now <= 0 then
    raise exception 'zero_amount' using errcode = 'P0001',
      hint = 'This order comes to 0: there is nothing to pay.';
  end if;

  -- No CRM contact yet: the buyer becomes one when the first payment is recorded (trigger orders_link_contact,
  -- 20261127200020_contact_on_payment.sql), so unpaid checkouts write nobody into the CRM.
  insert into public.orders (
    user_id, client_hash, email, name, phone,
    shipping_address_line1, shipping_address_line2, shipping_city, shipping_postal_code, shipping_region,
    shipping_country, locale, currency, kind, subtotal, shipping_amount, amount_due_now, balance_due,
    payment_provider, idempotency_key, accepted_terms_at, discount_amount, promo_code,
    terms_version
  ) values (
    p_user_id, v_client, v_email, v_name, v_phone,
    btrim(p_shipping ->> 'line1'), nullif(btrim(coalesce(p_shipping ->> 'line2', '')), ''),
    btrim(p_shipping ->> 'city'), btrim(p_shipping ->> 'postal_code'),
    nullif(btrim(coalesce(p_shipping ->> 'region', '')), ''),
    v_country, p_locale, v_currency, v_kind, v_subtotal, v_shipping, v_due_now,
    v_subtotal - v_discount + v_shipping - v_due_now,
    p_provider, p_idempotency_key, pg_catalog.now(), v_discount, v_promo.code,
    p_terms_version
  )
  returning * into v_order;

  if v_discount > 0 then
    insert into public.promo_redemptions (promo_code_id, order_id, email, user_id, discount_amount, currency)
    values (v_promo.id, v_order.id, v_email, p_user_id, v_discount, v_currency);
  end if;

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
        v_currency, v_subtotal - v_discount, coalesce(v_deposit, 0),
        v_subtotal - v_discount - coalesce(v_deposit, v_subtotal - v_discount),
        current_date + (v_line ->> 'estimated_delivery_days')::integer,
        v_policy, pg_catalog.now()
      );
    end if;
  end loop;

  -- The units are held and the payment session reserved in this transaction: out_of_stock rolls it all back.
  return public.open_payment_session(v_order.id, 'order', p_provider);
end;
$function$;

comment on function
  "public"."create_checkout_order"(uuid, text, text, text, jsonb, text, text, text, jsonb, boolean, text,
  boolean, text, text, text, text, text) is 'Service role only (create-checkout): validates, limits a guest client (p_client_address) and what one unpaid checkout holds, re-prices from products, the shipping rates and the promotion code (under its lock), writes the pending order with the terms version accepted (the current one, or refused), holds its units and the code''s use and reserves its payment session; a retry by the same buyer gets the open session, the receipt, or a new session at today''s prices.';

revoke all on function public.create_checkout_order(p_user_id uuid, p_kind text, p_locale text, p_idempotency_key text, p_items jsonb, p_email text, p_name text, p_phone text, p_shipping jsonb, p_accept_terms boolean, p_reservation_option text, p_accept_cancellation_policy boolean, p_provider text, p_promo_code text, p_client_address text, p_currency text, p_terms_version text) from public, anon, authenticated, service_role;
grant execute on function public.create_checkout_order(p_user_id uuid, p_kind text, p_locale text, p_idempotency_key text, p_items jsonb, p_email text, p_name text, p_phone text, p_shipping jsonb, p_accept_terms boolean, p_reservation_option text, p_accept_cancellation_policy boolean, p_provider text, p_promo_code text, p_client_address text, p_currency text, p_terms_version text) to service_role;
