-- Fulfilment, the functions (tables in 20261123300000_shipments.sql):
--   admin_create_shipment   an admin ships lines of a prepared (or paid) order with a carrier and tracking number;
--                           queues the order_shipped mail of that shipment, once, in the order's language
--   admin_request_balance   "Product ready: ask for the balance" of a deposit reservation; recorded once,
--                           queues the balance_due mail with the pay link; a second call answers when it was sent
--   lookup_order            the guest lookup, with the limits of 20261123100210, now with the shipments
-- Both admin functions are SECURITY DEFINER (the tables have no write policy) and ask what the policies ask:
-- an admin (is_admin()) past the second factor (admin_write_allowed()).

-- The shipments of an order as the customer sees them (lookup_order; members read the tables under RLS).
create function public.order_shipments_json(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'number', s.number,
    'carrier', s.carrier,
    'carrier_label', public.carrier_label(s.carrier, s.carrier_name),
    'tracking_number', s.tracking_number,
    'tracking_url', s.tracking_url,
    'partial', s.partial,
    'created_at', s.created_at,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object('name', i.product_name, 'quantity', si.quantity)
                       order by i.created_at, i.id)
      from public.shipment_items si join public.order_items i on i.id = si.order_item_id
      where si.shipment_id = s.id
    ), '[]'::jsonb)
  ) order by s.number), '[]'::jsonb)
  from public.shipments s
  where s.order_id = p_order_id
$$;

revoke execute on function public.order_shipments_json(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- admin_create_shipment
-- ---------------------------------------------------------------------------------------------------------

-- p_lines: [{ "order_item_id": uuid, "quantity": int }, ...] (a line named twice counts once, summed), or null
-- for every unit still to ship. Errors (check_violation 23514 unless said, the hint is the reason):
--   carrier_invalid, carrier_name_required, tracking_url_invalid, tracking_number_invalid (detail: carrier),
--   balance_due (a reservation's balance is not paid), order_not_shippable (detail: status), line_invalid,
--   lines_required, quantity_exceeded (detail: <order_item_id>:<units left>); 42501 for anyone but an admin at
--   aal2; P0002 order_not_found.
create function public.admin_create_shipment(
  p_order_id uuid,
  p_carrier text,
  p_carrier_name text,
  p_tracking_number text,
  p_tracking_url text,
  p_lines jsonb
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_carrier text := lower(btrim(coalesce(p_carrier, '')));
  v_name text := nullif(btrim(coalesce(p_carrier_name, '')), '');
  v_number text := public.tracking_number_normalize(p_tracking_number);
  v_url text := nullif(btrim(coalesce(p_tracking_url, '')), '');
  v_lines jsonb;
  v_bad text;
  v_missing boolean;
  v_left integer;
  v_mail_lines jsonb;
  v_mail uuid;
  v_shipment public.shipments;
begin
  if not public.is_admin() then
    raise exception 'only an admin ships orders' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin ships orders after the two-factor challenge (aal2).';
  end if;

  if v_carrier not in ('colissimo', 'chronopost', 'mondial_relay', 'dhl', 'ups', 'other') then
    raise exception 'unknown carrier %', v_carrier using errcode = 'check_violation', hint = 'carrier_invalid';
  end if;
  if v_carrier = 'other' then
    if v_name is null or length(v_name) > 60 then
      raise exception 'a carrier other than the known ones needs its name (at most 60 characters)'
        using errcode = 'check_violation', hint = 'carrier_name_required';
    end if;
    if v_url is not null and (v_url !~ '^https://[^\s/]+\.[^\s]+$' or length(v_url) > 500) then
      raise exception 'the tracking link must be an https address'
        using errcode = 'check_violation', hint = 'tracking_url_invalid';
    end if;
  else
    v_name := null;
    v_url := public.tracking_url(v_carrier, v_number, null);
  end if;
  if not public.tracking_number_valid(v_carrier, v_number) then
    raise exception 'tracking number % does not have a % format', v_number, v_carrier
      using errcode = 'check_violation', hint = 'tracking_number_invalid', detail = v_carrier;
  end if;

  -- The order's row lock: two admins shipping the same lines take turns, and the second sees the first's units.
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    raise exception 'order_not_found' using errcode = 'no_data_found';
  end if;
  if v_order.balance_due > 0 then
    raise exception 'order % still has a balance of % to pay', v_order.number, v_order.balance_due
      using errcode = 'check_violation', hint = 'balance_due';
  end if;
  if v_order.status not in ('paid', 'fulfilled') then
    raise exception 'order % cannot be shipped while %', v_order.number, v_order.status
      using errcode = 'check_violation', hint = 'order_not_shippable', detail = v_order.status;
  end if;

  if p_lines is null then
    select jsonb_agg(jsonb_build_object('order_item_id', u.order_item_id, 'quantity', u.remaining))
    into v_lines
    from public.order_units_to_ship(v_order.id) u
    where u.remaining > 0;
  else
    if jsonb_typeof(p_lines) <> 'array' then
      raise exception 'lines must be an array' using errcode = 'check_violation', hint = 'line_invalid';
    end if;
    select e::text into v_bad
    from jsonb_array_elements(p_lines) e
    where jsonb_typeof(e) <> 'object'
       or coalesce(e ->> 'order_item_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or jsonb_typeof(e -> 'quantity') is distinct from 'number'
       or (e ->> 'quantity') !~ '^[0-9]{1,4}$'
       or (e ->> 'quantity')::integer < 1
    limit 1;
    if found then
      raise exception 'not a line and a whole quantity of at least 1: %', v_bad
        using errcode = 'check_violation', hint = 'line_invalid';
    end if;
    select jsonb_agg(jsonb_build_object('order_item_id', x.id, 'quantity', x.quantity))
    into v_lines
    from (
      select (e ->> 'order_item_id')::uuid as id, sum((e ->> 'quantity')::integer)::integer as quantity
      from jsonb_array_elements(p_lines) e
      group by 1
    ) x;
  end if;
  if v_lines is null or jsonb_array_length(v_lines) = 0 then
    raise exception 'a shipment carries at least one unit' using errcode = 'check_violation', hint = 'lines_required';
  end if;

  -- Every line belongs to this order, and none ships more than is left of it.
  select l ->> 'order_item_id', u.order_item_id is null, coalesce(u.remaining, 0)
  into v_bad, v_missing, v_left
  from jsonb_array_elements(v_lines) l
  left join public.order_units_to_ship(v_order.id) u on u.order_item_id = (l ->> 'order_item_id')::uuid
  where u.order_item_id is null or (l ->> 'quantity')::integer > u.remaining
  limit 1;
  if found and v_missing then
    raise exception 'line % is not a line of order %', v_bad, v_order.number
      using errcode = 'check_violation', hint = 'line_invalid';
  elsif found then
    raise exception 'only % unit(s) of line % are left to ship', v_left, v_bad
      using errcode = 'check_violation', hint = 'quantity_exceeded', detail = v_bad || ':' || v_left;
  end if;

  select coalesce(sum(u.remaining), 0) - (select sum((l ->> 'quantity')::integer) from jsonb_array_elements(v_lines) l)
  into v_left
  from public.order_units_to_ship(v_order.id) u;

  select jsonb_agg(jsonb_build_object('name', i.product_name, 'quantity', (l ->> 'quantity')::integer)
                   order by i.created_at, i.id)
  into v_mail_lines
  from jsonb_array_elements(v_lines) l
  join public.order_items i on i.id = (l ->> 'order_item_id')::uuid;

  -- Prepared first when the admin ships a paid order straight away (the trail shows both moves).
  if v_order.status = 'paid' then
    update public.orders set status = 'fulfilled' where id = v_order.id;
  end if;

  -- The mail of this shipment: one row, in the transaction that records the shipment.
  v_mail := public.enqueue_mail('order_shipped', v_order.email::text, v_order.locale, v_order.id, jsonb_build_object(
    'order_number', v_order.number,
    'carrier', v_carrier,
    'carrier_label', public.carrier_label(v_carrier, v_name),
    'tracking_number', v_number,
    'tracking_url', v_url,
    'partial', v_left > 0,
    'lines', v_mail_lines
  ));

  insert into public.shipments (
    order_id, number, carrier, carrier_name, tracking_number, tracking_url, partial, mail_id, created_by
  )
  values (
    v_order.id,
    coalesce((select max(s.number) from public.shipments s where s.order_id = v_order.id), 0) + 1,
    v_carrier, v_name, v_number, v_url, v_left > 0, v_mail, auth.uid()
  )
  returning * into v_shipment;

  insert into public.shipment_items (shipment_id, order_item_id, quantity)
  select v_shipment.id, (l ->> 'order_item_id')::uuid, (l ->> 'quantity')::integer
  from jsonb_array_elements(v_lines) l;

  insert into public.order_events (order_id, actor_id, type, data)
  values (v_order.id, auth.uid(), 'shipment', jsonb_build_object(
    'shipment_id', v_shipment.id,
    'number', v_shipment.number,
    'carrier', v_carrier,
    'carrier_label', public.carrier_label(v_carrier, v_name),
    'tracking_number', v_number,
    'tracking_url', v_url,
    'lines', v_mail_lines,
    'remaining', v_left
  ));

  if v_left = 0 then
    update public.orders set status = 'shipped' where id = v_order.id;
  end if;

  return jsonb_build_object(
    'shipment_id', v_shipment.id,
    'number', v_shipment.number,
    'tracking_number', v_number,
    'tracking_url', v_url,
    'partial', v_left > 0,
    'remaining', v_left,
    'status', case when v_left = 0 then 'shipped' else 'fulfilled' end
  );
end;
$$;

comment on function public.admin_create_shipment(uuid, text, text, text, text, jsonb) is
  'Admins at aal2: ships lines of an order (carrier, checked tracking number, link), never more than ordered; queues its order_shipped mail; shipped when nothing remains.';

revoke execute on function public.admin_create_shipment(uuid, text, text, text, text, jsonb) from public, anon;
grant execute on function public.admin_create_shipment(uuid, text, text, text, text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- admin_request_balance: "Product ready: ask for the balance"
-- ---------------------------------------------------------------------------------------------------------

-- Answers { sent: true, requested_at } the first time, { sent: false, requested_at } (when it was sent) after.
-- Refused (23514) with hint balance_not_due unless the order is a deposit reservation with a balance to pay,
-- and balance_no_account when nobody can sign in to pay it (the balance is paid from /my-reservations, and only
-- members reserve: create_checkout_order refuses a guest's reservation).
create function public.admin_request_balance(p_order_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_at timestamptz;
  v_lines jsonb;
  v_mail uuid;
  v_pay_url text := public.site_url() || '/my-reservations';
begin
  if not public.is_admin() then
    raise exception 'only an admin asks for a balance' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin asks for a balance after the two-factor challenge (aal2).';
  end if;

  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    raise exception 'order_not_found' using errcode = 'no_data_found';
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
    raise exception 'order % has no balance to ask for', v_order.number
      using errcode = 'check_violation', hint = 'balance_not_due';
  end if;
  if v_order.user_id is null then
    raise exception 'order % has no account to pay its balance from', v_order.number
      using errcode = 'check_violation', hint = 'balance_no_account';
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
$$;

comment on function public.admin_request_balance(uuid) is
  'Admins at aal2: a reserved product is ready; records it once and queues the balance_due mail with the pay link.';

revoke execute on function public.admin_request_balance(uuid) from public, anon;
grant execute on function public.admin_request_balance(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- lookup_order: as 20261123100210_withdrawal_requests.sql (the lookup's limits in find_order_for_guest), with
-- the order's shipments
-- ---------------------------------------------------------------------------------------------------------

create or replace function public.lookup_order(p_number text, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid := public.find_order_for_guest(p_number, p_email);
begin
  if v_order_id is null then
    return null;
  end if;
  return public.order_summary(v_order_id, false)
    || jsonb_build_object('shipments', public.order_shipments_json(v_order_id));
end;
$$;
