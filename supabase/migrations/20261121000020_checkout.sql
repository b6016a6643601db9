-- Checkout and payments: the order priced on the server, payments recorded once per provider event,
-- receipts behind a token, the guest order lookup, cancelling a reservation, and confirmation mails.
--
-- Who may call what (the edge functions create-checkout and payment-webhook use the service role):
--
-- SECURITY DEFINER allow-list (keep in sync with tests/integration/db-lint.test.ts), in addition to
-- public.is_admin() of 20261121000001_core.sql:
--   anon, authenticated may execute:
--     public.get_order_receipt(p_order_id uuid, p_token text)
--       (answers only with the order's receipt token, which only the buyer's success URL carries)
--     public.lookup_order(p_number text, p_email text)
--       (answers only when number and email belong together; failures are counted and then refused)
--   authenticated may execute:
--     public.cancel_reservation(p_reservation_id uuid)
--       (the caller's own reservation only, found through auth.uid())
--   service_role only (EXECUTE revoked from public, anon, authenticated):
--     public.create_checkout_order(...), public.prepare_balance_payment(uuid, uuid), public.record_payment(...)
--   Helpers below are SECURITY INVOKER and not executable through the API either; the SECURITY DEFINER
--   functions above call them with their owner's rights.
--
-- Order money columns, for every kind:
--   total = subtotal + shipping_amount (shipping is free: 0);
--   amount_due_now = what the first payment must be (the total, or the 50% deposit of a reservation);
--   balance_due = total - amount paid so far, until the order is paid in full.

-- A provider event is kept whatever happens to it; outcome says what it did (null: not processed yet).
alter table public.payment_events
  add column outcome text check (outcome in ('processed', 'amount_mismatch', 'unknown_order', 'not_payable'));

comment on column public.payment_events.outcome is
  'processed: moved the order on; amount_mismatch, unknown_order, not_payable: refused, order unchanged.';

-- Receipt tokens: the success URL carries a random token that lets a guest read their order. Only its
-- sha256 is stored. An order may have several (a retried checkout, a balance payment each issue one).
create table public.order_receipt_tokens (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  token_hash bytea not null,
  created_at timestamptz not null default now()
);

create index order_receipt_tokens_order_id_idx on public.order_receipt_tokens (order_id);

-- Mails waiting to be sent, in the customer's language. Written by record_payment; a mailer (the local
-- mailbox, or a sender job in production) reads unsent rows and sets sent_at.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null,
  subject text not null,
  body_text text not null,
  locale text not null check (locale in ('en', 'fr')),
  kind text not null check (kind in ('order_confirmation', 'reservation_confirmation', 'balance_paid')),
  order_id uuid references public.orders (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index email_outbox_order_id_idx on public.email_outbox (order_id);
create index email_outbox_unsent_idx on public.email_outbox (created_at) where sent_at is null;

-- Failed guest lookups, to refuse guessing: keyed by the client (its address) and by the order number.
create table public.order_lookup_failures (
  id bigint generated always as identity primary key,
  client_key text not null,
  order_number text not null,
  created_at timestamptz not null default now()
);

create index order_lookup_failures_client_idx on public.order_lookup_failures (client_key, created_at);
create index order_lookup_failures_number_idx on public.order_lookup_failures (order_number, created_at);
create index order_lookup_failures_created_at_idx on public.order_lookup_failures (created_at);

-- Internal tables: RLS on and no policy, so only the service role and the functions below reach them; the
-- privileges go too, as a second lock.
alter table public.order_receipt_tokens enable row level security;
alter table public.email_outbox enable row level security;
alter table public.order_lookup_failures enable row level security;
revoke all on public.order_receipt_tokens from anon, authenticated;
revoke all on public.email_outbox from anon, authenticated;
revoke all on public.order_lookup_failures from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Helpers (SECURITY INVOKER, not callable through the API)
-- ---------------------------------------------------------------------------------------------------------

-- Money as the shop shows it: no decimals, the currency's symbol placed as Intl.NumberFormat places it
-- ("$1,400" in English, "1 290 €" in French with the narrow no-break space between thousands).
create function public.format_money(p_amount numeric, p_currency text, p_locale text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_locale = 'fr' then
      replace(pg_catalog.to_char(pg_catalog.round(p_amount), 'FM999,999,999,990'), ',', U&'\202F')
        || U&'\00A0' || case p_currency when 'eur' then '€' else '$US' end
    else
      case p_currency when 'eur' then '€' else '$' end
        || pg_catalog.to_char(pg_catalog.round(p_amount), 'FM999,999,999,990')
  end
$$;

-- A date in the customer's language: "January 5, 2027" / "5 janvier 2027".
create function public.format_date(p_date date, p_locale text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_date is null then null
    when p_locale = 'fr' then
      extract(day from p_date)::int::text || ' '
        || (array['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre',
                  'octobre', 'novembre', 'décembre'])[extract(month from p_date)::int]
        || ' ' || extract(year from p_date)::int::text
    else pg_catalog.to_char(p_date, 'FMMonth FMDD, YYYY')
  end
$$;

-- A new receipt token for an order: returned in clear once, stored as its sha256.
create function public.issue_receipt_token(p_order_id uuid)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_token text := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
begin
  insert into public.order_receipt_tokens (order_id, token_hash)
  values (p_order_id, extensions.digest(v_token, 'sha256'));
  return v_token;
end;
$$;

-- What the receipt and the order lookup show of an order (numbers stay JSON numbers). The lookup leaves
-- out the email; neither shows the shipping address.
create function public.order_summary(p_order_id uuid, p_with_email boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'number', o.number,
    'status', o.status,
    'kind', o.kind,
    'currency', o.currency,
    'locale', o.locale,
    'name', o.name,
    'subtotal', o.subtotal,
    'shipping_amount', o.shipping_amount,
    'total', o.total,
    'amount_due_now', o.amount_due_now,
    'amount_paid', o.amount_paid,
    'balance_due', o.balance_due,
    'refunded_amount', o.refunded_amount,
    'created_at', o.created_at,
    'paid_at', o.paid_at,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_slug', i.product_slug,
        'product_name', i.product_name,
        'product_image', i.product_image,
        'unit_price', i.unit_price,
        'quantity', i.quantity,
        'line_total', i.line_total
      ) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb),
    'reservations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id,
        'option', r.option,
        'price', r.price,
        'deposit_amount', r.deposit_amount,
        'amount_paid', r.amount_paid,
        'balance_due', r.balance_due,
        'estimated_delivery_date', r.estimated_delivery_date,
        'status', r.status,
        'cancellation_policy_accepted', r.cancellation_policy_accepted,
        'cancellation_policy_accepted_at', r.cancellation_policy_accepted_at
      ) order by r.created_at, r.id)
      from public.reservations r
      where r.order_id = o.id
    ), '[]'::jsonb)
  ) || case when p_with_email then jsonb_build_object('email', o.email::text) else '{}'::jsonb end
  from public.orders o
  where o.id = p_order_id
$$;

-- What create-checkout needs to open the provider's payment page. amount_due is what this payment must be:
-- the amount due now for the first payment, the balance for a balance payment.
create function public.checkout_payload(p_order_id uuid, p_purpose text, p_receipt_token text, p_existing boolean)
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
    'purpose', p_purpose,
    'reservation_option', (
      select r.option from public.reservations r where r.order_id = o.id order by r.created_at limit 1
    ),
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
  where o.id = p_order_id
$$;

-- The confirmation mail of a payment, in the order's language: number, lines, amounts, what happens next.
create function public.queue_order_mail(p_order_id uuid, p_kind text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  o public.orders;
  r public.reservations;
  fr boolean;
  v_lines text;
  v_subject text;
  v_intro text;
  v_amounts text;
  v_next text;
  v_outbox_id uuid;
begin
  select * into o from public.orders where id = p_order_id;
  if not found then
    return;
  end if;
  fr := o.locale = 'fr';
  select * into r from public.reservations where order_id = o.id order by created_at limit 1;

  select string_agg(
           '- ' || i.product_name || ' × ' || i.quantity::text || ' : '
             || public.format_money(i.line_total, o.currency, o.locale),
           E'\n' order by i.created_at, i.id)
  into v_lines
  from public.order_items i
  where i.order_id = o.id;
  if not fr then
    v_lines := replace(v_lines, ' : ', ': ');
  end if;

  v_amounts := case when fr then 'Total : ' else 'Total: ' end || public.format_money(o.total, o.currency, o.locale);

  if p_kind = 'order_confirmation' then
    v_subject := case when fr then 'Votre commande ' || o.number || ' est confirmée'
                      else 'Your order ' || o.number || ' is confirmed' end;
    v_intro := case when fr then 'Merci pour votre commande ' || o.number || '. Nous avons bien reçu votre paiement.'
                    else 'Thank you for your order ' || o.number || '. We have received your payment.' end;
    v_amounts := v_amounts || E'\n' || case when fr then 'Payé : ' else 'Paid: ' end
                 || public.format_money(o.amount_paid, o.currency, o.locale);
    v_next := case
      when o.kind = 'preorder' and fr then
        'Et maintenant ? Vos articles en précommande partent dès que le prochain lot est prêt ; nous vous écrirons à l''expédition.'
      when o.kind = 'preorder' then
        'What happens next: your pre-ordered items ship as soon as the next batch is ready; we will write to you when they are on their way.'
      when fr then
        'Et maintenant ? Nous préparons votre commande et vous écrirons dès son expédition.'
      else
        'What happens next: we are preparing your order and will write to you when it ships.'
    end;
  elsif p_kind = 'reservation_confirmation' then
    v_subject := case when fr then 'Votre réservation ' || o.number || ' est confirmée'
                      else 'Your reservation ' || o.number || ' is confirmed' end;
    v_intro := case when fr then 'Votre réservation ' || o.number || ' est confirmée. Merci !'
                    else 'Your reservation ' || o.number || ' is confirmed. Thank you!' end;
    v_amounts := v_amounts || E'\n'
      || case
           when r.option = 'deposit' and fr then 'Payé (acompte de 50 %) : '
           when r.option = 'deposit' then 'Paid (50% deposit): '
           when fr then 'Payé (prix complet) : '
           else 'Paid (full price): '
         end
      || public.format_money(o.amount_paid, o.currency, o.locale);
    if o.balance_due > 0 then
      v_amounts := v_amounts || E'\n' || case when fr then 'Solde restant : ' else 'Balance due: ' end
                   || public.format_money(o.balance_due, o.currency, o.locale);
    end if;
    if r.estimated_delivery_date is not null then
      v_amounts := v_amounts || E'\n' || case when fr then 'Livraison estimée : ' else 'Estimated delivery: ' end
                   || public.format_date(r.estimated_delivery_date, o.locale);
    end if;
    v_next := case
      when o.balance_due > 0 and fr then
        'Et maintenant ? Nous vous prévenons dès que votre article est prêt. Réglez le solde depuis « Mes réservations » avant l''expédition. Vous pouvez annuler sans frais tant que l''article n''est pas préparé : tout ce que vous avez versé vous est alors remboursé.'
      when o.balance_due > 0 then
        'What happens next: we will let you know when your item is ready. Pay the balance from "My reservations" before it ships. You can cancel free of charge until your item is prepared for shipping; everything you have paid is then refunded.'
      when fr then
        'Et maintenant ? Nous vous prévenons dès que votre article est prêt et nous vous l''expédions. Vous pouvez annuler sans frais tant que l''article n''est pas préparé : tout ce que vous avez versé vous est alors remboursé.'
      else
        'What happens next: we will let you know when your item is ready and ship it to you. You can cancel free of charge until your item is prepared for shipping; everything you have paid is then refunded.'
    end;
  else -- balance_paid
    v_subject := case when fr then 'Solde réglé pour votre réservation ' || o.number
                      else 'Balance paid for your reservation ' || o.number end;
    v_intro := case when fr then 'Nous avons bien reçu le solde de votre réservation ' || o.number || ' : elle est entièrement réglée.'
                    else 'We have received the balance of your reservation ' || o.number || ': it is now paid in full.' end;
    v_amounts := v_amounts || E'\n' || case when fr then 'Payé : ' else 'Paid: ' end
                 || public.format_money(o.amount_paid, o.currency, o.locale);
    if r.estimated_delivery_date is not null then
      v_amounts := v_amounts || E'\n' || case when fr then 'Livraison estimée : ' else 'Estimated delivery: ' end
                   || public.format_date(r.estimated_delivery_date, o.locale);
    end if;
    v_next := case when fr then
        'Et maintenant ? Nous expédions votre article dès qu''il est prêt et vous écrirons quand il sera en route.'
      else
        'What happens next: we will ship your item as soon as it is ready and write to you when it is on its way.'
    end;
  end if;

  insert into public.email_outbox (to_email, subject, body_text, locale, kind, order_id)
  values (
    o.email::text,
    'Maison Immortela · ' || v_subject,
    concat_ws(E'\n\n',
      case when fr then 'Bonjour ' else 'Hello ' end || o.name || ',',
      v_intro,
      v_lines,
      v_amounts,
      v_next,
      case when fr then
        'Vous pouvez suivre votre commande à tout moment sur notre site, page « Commande », avec son numéro ' || o.number || ' et cette adresse e-mail.'
      else
        'You can follow your order at any time on our site, on the "Order" page, with its number ' || o.number || ' and this email address.'
      end,
      'Maison Immortela'
    ),
    o.locale,
    p_kind,
    o.id
  )
  returning id into v_outbox_id;

  insert into public.order_events (order_id, actor_id, type, data)
  values (o.id, null, 'email', jsonb_build_object('kind', p_kind, 'outbox_id', v_outbox_id, 'to', o.email::text));
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- create_checkout_order: the pending order (and its reservation) priced from products (service role only)
-- ---------------------------------------------------------------------------------------------------------
--
-- Errors are raised with errcode P0001 and the contract's error code as the message (the edge function
-- passes it on); detail names the field or product concerned.
create function public.create_checkout_order(
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
  -- (whatever its body) gets the order the first call wrote, unchanged, with a fresh receipt token.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('checkout:' || p_idempotency_key, 0));
  select * into v_order from public.orders where idempotency_key = p_idempotency_key;
  if found then
    if v_order.user_id is distinct from p_user_id then
      raise exception 'invalid_request' using errcode = 'P0001',
        detail = 'idempotency_key belongs to another checkout';
    end if;
    return public.checkout_payload(v_order.id, 'order', public.issue_receipt_token(v_order.id), true);
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
    -- Reserve and pre-order products are sold ahead of stock; the others need the units on hand.
    if v_product.stock is not null and not v_product.reserve_enabled and not v_product.preorder_enabled
       and v_product.stock < v_quantity then
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

  return public.checkout_payload(v_order.id, 'order', public.issue_receipt_token(v_order.id), false);
end;
$$;

comment on function public.create_checkout_order(uuid, text, text, text, jsonb, text, text, text, jsonb, boolean, text, boolean, text) is
  'Service role only (create-checkout): validates, re-prices from products and writes the pending order.';

-- ---------------------------------------------------------------------------------------------------------
-- prepare_balance_payment: what a member owes on their deposit reservation (service role only)
-- ---------------------------------------------------------------------------------------------------------
create function public.prepare_balance_payment(p_user_id uuid, p_order_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders where id = p_order_id and user_id = p_user_id;
  -- Someone else's order answers exactly as a missing one.
  if not found or p_user_id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  if v_order.status <> 'deposit_paid' or v_order.balance_due <= 0 then
    raise exception 'nothing_due' using errcode = 'P0001';
  end if;
  return public.checkout_payload(v_order.id, 'balance', public.issue_receipt_token(v_order.id), false);
end;
$$;

comment on function public.prepare_balance_payment(uuid, uuid) is
  'Service role only (create-checkout): the balance a member owes on their deposit reservation.';

-- ---------------------------------------------------------------------------------------------------------
-- record_payment: a verified provider event, applied once (service role only)
-- ---------------------------------------------------------------------------------------------------------
--
-- Returns processed | duplicate | amount_mismatch | unknown_order | not_payable. Every event is kept in
-- payment_events; only 'processed' changes the order.
create function public.record_payment(
  p_provider text,
  p_event_id text,
  p_event_type text,
  p_payload jsonb,
  p_order_id uuid,
  p_purpose text,
  p_amount_minor bigint,
  p_currency text,
  p_reference text
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_event uuid;
  v_expected numeric(12, 2);
  v_outcome text;
  v_status text;
begin
  -- The order row lock serialises deliveries of one order's events (and a concurrent cancellation).
  if p_order_id is not null then
    select * into v_order from public.orders where id = p_order_id for update;
  end if;

  insert into public.payment_events (provider, event_id, type, payload, order_id)
  values (p_provider, p_event_id, p_event_type, coalesce(p_payload, '{}'::jsonb), v_order.id)
  on conflict (provider, event_id) do nothing
  returning id into v_event;
  if v_event is null then
    return 'duplicate'; -- delivered before: it did whatever it did then, once
  end if;

  if v_order.id is null then
    v_outcome := 'unknown_order';
  elsif p_purpose = 'order' and v_order.status = 'pending_payment' then
    v_expected := v_order.amount_due_now;
  elsif p_purpose = 'balance' and v_order.status = 'deposit_paid' and v_order.balance_due > 0 then
    v_expected := v_order.balance_due;
  else
    v_outcome := 'not_payable'; -- already paid, cancelled, or an unknown purpose: an admin looks at it
  end if;
  -- Exactly the amount expected, in the order's currency, in minor units (cents).
  if v_outcome is null
     and (lower(p_currency) is distinct from v_order.currency
          or p_amount_minor is distinct from (v_expected * 100)::bigint) then
    v_outcome := 'amount_mismatch';
  end if;
  if v_outcome is not null then
    update public.payment_events set processed_at = pg_catalog.now(), outcome = v_outcome where id = v_event;
    return v_outcome;
  end if;

  if p_purpose = 'order' then
    v_status := case when v_order.balance_due > 0 then 'deposit_paid' else 'paid' end;
    update public.orders
    set status = v_status,
        amount_paid = amount_paid + v_expected,
        paid_at = pg_catalog.now(),
        payment_provider = p_provider,
        payment_reference = coalesce(p_reference, payment_reference)
    where id = v_order.id;

    update public.reservations
    set status = case when balance_due > 0 then 'deposit_paid' else 'paid' end,
        amount_paid = price - balance_due
    where order_id = v_order.id and status = 'pending_payment';

    -- Tracked stock goes down on the first payment, never below 0 (reserve and pre-order products may be
    -- sold beyond it).
    update public.products p
    set stock = greatest(p.stock - l.quantity, 0)
    from (
      select product_id, sum(quantity)::integer as quantity
      from public.order_items
      where order_id = v_order.id
      group by product_id
    ) l
    where p.id = l.product_id and p.stock is not null;
  else
    update public.orders
    set status = 'paid',
        amount_paid = amount_paid + v_expected,
        balance_due = 0,
        paid_at = pg_catalog.now(),
        payment_provider = p_provider,
        payment_reference = coalesce(p_reference, payment_reference)
    where id = v_order.id;

    update public.reservations
    set status = 'paid', amount_paid = price, balance_due = 0
    where order_id = v_order.id and status = 'deposit_paid';
  end if;

  insert into public.order_events (order_id, actor_id, type, data)
  values (v_order.id, null, 'payment', jsonb_build_object(
    'provider', p_provider,
    'event_id', p_event_id,
    'purpose', p_purpose,
    'amount', v_expected,
    'currency', v_order.currency,
    'reference', p_reference
  ));

  update public.payment_events set processed_at = pg_catalog.now(), outcome = 'processed' where id = v_event;

  perform public.queue_order_mail(
    v_order.id,
    case when p_purpose = 'balance' then 'balance_paid'
         when v_order.kind = 'reservation' then 'reservation_confirmation'
         else 'order_confirmation' end
  );
  return 'processed';
end;
$$;

comment on function public.record_payment(text, text, text, jsonb, uuid, text, bigint, text, text) is
  'Service role only (payment-webhook): records a provider event once and moves the order on when it pays exactly what is due.';

-- ---------------------------------------------------------------------------------------------------------
-- API functions
-- ---------------------------------------------------------------------------------------------------------

-- The receipt /payment-success shows: null unless the token is one this order issued.
create function public.get_order_receipt(p_order_id uuid, p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_order_id is null or p_token is null or length(p_token) > 200 then
    return null;
  end if;
  -- Digests are compared, not tokens: how long the comparison takes reveals at most a prefix of a hash.
  if not exists (
    select 1
    from public.order_receipt_tokens t
    where t.order_id = p_order_id
      and t.token_hash = extensions.digest(p_token, 'sha256')
  ) then
    return null;
  end if;
  return public.order_summary(p_order_id, true);
end;
$$;

comment on function public.get_order_receipt(uuid, text) is
  'The order behind a payment-success URL (order id + receipt token), or null.';

-- The guest's order form: the order when its number and email belong together, else null. Failures are
-- counted per client (first x-forwarded-for address, else the number) and per order number; 5 in 15
-- minutes from one client, or 10 on one number, and further attempts are refused until the window passes.
create function public.lookup_order(p_number text, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_number text := left(upper(btrim(coalesce(p_number, ''))), 40);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_headers jsonb;
  v_client text;
  v_order_id uuid;
  v_window timestamptz := pg_catalog.now() - interval '15 minutes';
begin
  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    v_headers := null; -- unreadable headers: fall back to the number
  end;
  v_client := nullif(btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1)), '');
  v_client := coalesce('client:' || v_client, 'number:' || v_number);

  if (select count(*) from public.order_lookup_failures f
      where f.client_key = v_client and f.created_at > v_window) >= 5
     or (select count(*) from public.order_lookup_failures f
         where f.order_number = v_number and f.created_at > v_window) >= 10 then
    raise exception 'too_many_attempts' using errcode = 'P0001',
      hint = 'Too many failed lookups: try again in 15 minutes.';
  end if;

  -- lower() on both sides: with an empty search_path the citext operator is not in scope.
  select o.id into v_order_id
  from public.orders o
  where o.number = v_number and lower(o.email::text) = v_email;

  if v_order_id is null then
    insert into public.order_lookup_failures (client_key, order_number) values (v_client, v_number);
    -- Old failures no longer count; clear them now and then.
    if random() < 0.05 then
      delete from public.order_lookup_failures where created_at < pg_catalog.now() - interval '1 day';
    end if;
    return null;
  end if;
  return public.order_summary(v_order_id, false);
end;
$$;

comment on function public.lookup_order(text, text) is
  'A guest''s order by number + email (rate-limited; too_many_attempts after repeated failures), or null.';

-- A member cancels their reservation while it is not yet prepared: the refund owed is recorded (the
-- provider refund is an admin step), and the order is cancelled once none of its reservations is active.
create function public.cancel_reservation(p_reservation_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_order_id uuid;
  v_order public.orders;
  v_res public.reservations;
  v_refund numeric(12, 2);
  v_quantity integer;
begin
  select r.order_id into v_order_id
  from public.reservations r
  where r.id = p_reservation_id and r.user_id = v_uid;
  if v_order_id is null or v_uid is null then
    raise exception 'not_found' using errcode = 'P0001';
  end if;

  -- Order first, then reservation: the same lock order as record_payment, so the two never deadlock.
  select * into v_order from public.orders where id = v_order_id for update;
  select * into v_res from public.reservations where id = p_reservation_id for update;

  if v_res.status not in ('pending_payment', 'deposit_paid', 'paid') then
    raise exception 'not_cancellable' using errcode = 'P0001',
      hint = 'A reservation can be cancelled until its item is ready.';
  end if;

  v_refund := v_res.amount_paid;
  update public.reservations
  set status = 'cancelled',
      cancelled_at = pg_catalog.now(),
      refunded_amount = amount_paid,
      balance_due = 0
  where id = v_res.id;

  -- A paid reservation took its units from tracked stock; give them back.
  if v_res.status in ('deposit_paid', 'paid') then
    select i.quantity into v_quantity from public.order_items i where i.id = v_res.order_item_id;
    update public.products
    set stock = stock + coalesce(v_quantity, 1)
    where id = v_res.product_id and stock is not null;
  end if;

  if v_refund > 0 then
    insert into public.order_events (order_id, actor_id, type, data)
    values (v_order.id, v_uid, 'refund', jsonb_build_object(
      'reservation_id', v_res.id,
      'amount', v_refund,
      'currency', v_res.currency,
      'state', 'owed'
    ));
  end if;

  if exists (
    select 1 from public.reservations r
    where r.order_id = v_order.id and r.status not in ('cancelled', 'refunded')
  ) then
    update public.orders
    set refunded_amount = refunded_amount + v_refund,
        balance_due = greatest(balance_due - v_res.balance_due, 0)
    where id = v_order.id;
  else
    update public.orders
    set status = 'cancelled',
        refunded_amount = refunded_amount + v_refund,
        balance_due = 0
    where id = v_order.id;
  end if;

  return jsonb_build_object('status', 'cancelled', 'refund_amount', v_refund);
end;
$$;

comment on function public.cancel_reservation(uuid) is
  'The signed-in owner cancels a reservation before it is ready; returns the refund owed.';

-- ---------------------------------------------------------------------------------------------------------
-- Privileges: Supabase grants EXECUTE on new functions to anon and authenticated by default, so every
-- function is revoked from them explicitly and granted back only where the comment at the top says.
-- ---------------------------------------------------------------------------------------------------------
revoke execute on function public.format_money(numeric, text, text) from public, anon, authenticated;
revoke execute on function public.format_date(date, text) from public, anon, authenticated;
revoke execute on function public.issue_receipt_token(uuid) from public, anon, authenticated;
revoke execute on function public.order_summary(uuid, boolean) from public, anon, authenticated;
revoke execute on function public.checkout_payload(uuid, text, text, boolean) from public, anon, authenticated;
revoke execute on function public.queue_order_mail(uuid, text) from public, anon, authenticated;
revoke execute on function public.create_checkout_order(uuid, text, text, text, jsonb, text, text, text, jsonb, boolean, text, boolean, text)
  from public, anon, authenticated;
revoke execute on function public.prepare_balance_payment(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.record_payment(text, text, text, jsonb, uuid, text, bigint, text, text)
  from public, anon, authenticated;
revoke execute on function public.get_order_receipt(uuid, text) from public;
revoke execute on function public.lookup_order(text, text) from public;
revoke execute on function public.cancel_reservation(uuid) from public, anon;

grant execute on function public.create_checkout_order(uuid, text, text, text, jsonb, text, text, text, jsonb, boolean, text, boolean, text)
  to service_role;
grant execute on function public.prepare_balance_payment(uuid, uuid) to service_role;
grant execute on function public.record_payment(text, text, text, jsonb, uuid, text, bigint, text, text) to service_role;
grant execute on function public.get_order_receipt(uuid, text) to anon, authenticated, service_role;
grant execute on function public.lookup_order(text, text) to anon, authenticated, service_role;
grant execute on function public.cancel_reservation(uuid) to authenticated;
