create or replace function public.admin_create_shipment (
  p_order_id        uuid,
  p_carrier         text,
  p_carrier_name    text,
  p_tracking_number text,
  p_tracking_url    text,
  p_lines           jsonb
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
  if not public.is_staff() then
    raise exception 'only staff ship orders' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'Staff ship orders after the two-factor challenge (aal2).';
  end if;

  if v_carrier not in ('colissimo', 'chronopost', 'mondial_relay', 'dhl', 'ups', 'other') then
    raise exception 'carrier_invalid' using errcode = 'check_violation',
      hint = pg_catalog.format('unknown carrier %s', v_carrier);
  end if;
  if v_carrier = 'other' then
    if v_name is null or length(v_name) > 60 then
      raise exception 'carrier_name_required' using errcode = 'check_violation',
      hint = 'a carrier other than the known ones needs its name (at most 60 characters)';
    end if;
    if v_url is not null and (v_url !~ '^https://[^\s/]+\.[^\s]+$' or length(v_url) > 500) then
      raise exception 'tracking_url_invalid' using errcode = 'check_violation',
      hint = 'the tracking link must be an https address';
    end if;
  else
    v_name := null;
    v_url := public.tracking_url(v_carrier, v_number, null);
  end if;
  if not public.tracking_number_valid(v_carrier, v_number) then
    raise exception 'tracking_number_invalid' using errcode = 'check_violation', detail = v_carrier,
      hint = pg_catalog.format('tracking number %s does not have a %s format', v_number, v_carrier);
  end if;

  -- The order's row lock: two admins shipping the same lines take turns, and the second sees the first's units.
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    raise exception 'order_not_found' using errcode = 'PT404',
      hint = 'No order has this id.';
  end if;
  if v_order.balance_due > 0 then
    raise exception 'balance_due' using errcode = 'check_violation',
      hint = pg_catalog.format('order %s still has a balance of %s to pay', v_order.number, v_order.balance_due);
  end if;
  if v_order.status not in ('paid', 'fulfilled') then
    raise exception 'order_not_shippable' using errcode = 'check_violation', detail = v_order.status,
      hint = pg_catalog.format('order %s cannot be shipped while %s', v_order.number, v_order.status);
  end if;

  if p_lines is null then
    select jsonb_agg(jsonb_build_object('order_item_id', u.order_item_id, 'quantity', u.remaining))
    into v_lines
    from public.order_units_to_ship(v_order.id) u
    where u.remaining > 0;
  else
    if jsonb_typeof(p_lines) <> 'array' then
      raise exception 'line_invalid' using errcode = 'check_violation',
      hint = 'lines must be an array';
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
      raise exception 'line_invalid' using errcode = 'check_violation',
      hint = pg_catalog.format('not a line and a whole quantity of at least 1: %s', v_bad);
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
    raise exception 'lines_required' using errcode = 'check_violation',
      hint = 'a shipment carries at least one unit';
  end if;

  -- Every line belongs to this order, and none ships more than is left of it.
  select l ->> 'order_item_id', u.order_item_id is null, coalesce(u.remaining, 0)
  into v_bad, v_missing, v_left
  from jsonb_array_elements(v_lines) l
  left join public.order_units_to_ship(v_order.id) u on u.order_item_id = (l ->> 'order_item_id')::uuid
  where u.order_item_id is null or (l ->> 'quantity')::integer > u.remaining
  limit 1;
  if found and v_missing then
    raise exception 'line_invalid' using errcode = 'check_violation',
      hint = pg_catalog.format('line %s is not a line of order %s', v_bad, v_order.number);
  elsif found then
    raise exception 'quantity_exceeded' using errcode = 'check_violation', detail = v_bad || ':' || v_left,
      hint = pg_catalog.format('only %s unit(s) of line %s are left to ship', v_left, v_bad);
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
$function$;

comment on function "public"."admin_create_shipment"(uuid, text, text, text, text, jsonb) is
  'Admins at aal2: ships lines of an order (carrier, checked tracking number, link), never more than ordered; queues its order_shipped mail; shipped when nothing remains.';

revoke all on function public.admin_create_shipment(p_order_id uuid, p_carrier text, p_carrier_name text, p_tracking_number text, p_tracking_url text, p_lines jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_create_shipment(p_order_id uuid, p_carrier text, p_carrier_name text, p_tracking_number text, p_tracking_url text, p_lines jsonb) to authenticated, service_role;
