create or replace function public.create_withdrawal (
  p_order_id        uuid,
  p_requested_by    text,
  p_user_id         uuid,
  p_items           jsonb,
  p_idempotency_key text
)
  returns jsonb
  language plpgsql
  set search_path to ''
  AS $function$
declare
  o public.orders;
  v_key text := btrim(coalesce(p_idempotency_key, ''));
  v_existing uuid;
  v_entry jsonb;
  v_ids uuid[] := '{}';
  v_quantities integer[] := '{}';
  v_new_ids uuid[] := '{}';
  v_new_quantities integer[] := '{}';
  v_done uuid[] := '{}';
  v_bought integer;
  v_withdrawn integer;
  v_reason text;
  v_id uuid;
  v_fr boolean;
  v_goods text;
  v_now timestamptz := pg_catalog.now();
begin
  if length(v_key) < 8 or length(v_key) > 100 or public.has_control_characters(v_key) then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'idempotency_key';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) not between 1 and 100 then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'items';
  end if;
  for v_entry in select e from jsonb_array_elements(p_items) e loop
    if jsonb_typeof(v_entry) <> 'object'
       or coalesce(v_entry ->> 'order_item_id', '') !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
       or jsonb_typeof(v_entry -> 'quantity') is distinct from 'number'
       or (v_entry ->> 'quantity') !~ '^[0-9]{1,4}$'
       or (v_entry ->> 'quantity')::integer not between 1 and 1000
       or (v_entry ->> 'order_item_id')::uuid = any (v_ids) then
      raise exception 'invalid_request' using errcode = 'P0001', detail = 'items';
    end if;
    v_ids := v_ids || (v_entry ->> 'order_item_id')::uuid;
    v_quantities := v_quantities || (v_entry ->> 'quantity')::integer;
  end loop;

  -- The order first: requests of one order take turns, so the quantities below cannot be raced.
  select * into o from public.orders where id = p_order_id for update;
  if not found then
    raise exception 'not_found' using errcode = 'P0001';
  end if;

  -- The same confirmation again (a retry): the same answer.
  select w.id into v_existing from public.withdrawals w where w.order_id = o.id and w.idempotency_key = v_key;
  if v_existing is not null then
    return jsonb_build_object('created', false, 'withdrawal', public.withdrawal_json(v_existing));
  end if;

  v_reason := public.withdrawal_closed_reason(o, 1);
  if v_reason is not null then
    raise exception 'withdrawal_closed' using errcode = 'P0001',
      detail = v_reason || case when v_reason = 'period_ended'
                           then ' deadline=' || public.withdrawal_deadline(o.delivered_at)::text else '' end;
  end if;

  for i in 1 .. cardinality(v_ids) loop
    select it.quantity,
           coalesce((
             select sum(wi.quantity)
             from public.withdrawal_items wi
             join public.withdrawals w on w.id = wi.withdrawal_id
             where wi.order_item_id = it.id and w.status <> 'refused'
           ), 0)::integer
    into v_bought, v_withdrawn
    from public.order_items it
    where it.id = v_ids[i] and it.order_id = o.id;
    if v_bought is null then
      raise exception 'invalid_request' using errcode = 'P0001', detail = 'items';
    end if;
    if v_bought - v_withdrawn <= 0 then
      v_done := v_done || v_ids[i];
    elsif v_quantities[i] > v_bought - v_withdrawn then
      raise exception 'quantity_exceeded' using errcode = 'P0001',
        detail = v_ids[i]::text || ':' || (v_bought - v_withdrawn)::text;
    else
      v_new_ids := v_new_ids || v_ids[i];
      v_new_quantities := v_new_quantities || v_quantities[i];
    end if;
    v_bought := null;
  end loop;

  -- Every line asked for is wholly withdrawn already: the request stands, answered again.
  if cardinality(v_new_ids) = 0 then
    select w.id into v_existing
    from public.withdrawals w
    join public.withdrawal_items wi on wi.withdrawal_id = w.id
    where w.order_id = o.id and w.status <> 'refused' and wi.order_item_id = any (v_done)
    order by w.requested_at desc, w.id
    limit 1;
    return jsonb_build_object('created', false, 'withdrawal', public.withdrawal_json(v_existing));
  end if;

  v_fr := o.locale = 'fr';
  select string_agg(it.product_name || ' × ' || q.quantity::text, ', ' order by it.created_at, it.id)
  into v_goods
  from unnest(v_new_ids, v_new_quantities) as q(id, quantity)
  join public.order_items it on it.id = q.id;

  insert into public.withdrawals (
    order_id, requested_by, user_id, idempotency_key, statement, requested_at, refund_deadline
  ) values (
    o.id, p_requested_by, p_user_id, v_key,
    case when v_fr then
      'Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous : '
        || v_goods || '. Commande ' || o.number || ' du ' || public.format_date((o.created_at at time zone 'Europe/Paris')::date, 'fr')
        || case when o.delivered_at is not null
                then ', reçue le ' || public.format_date((o.delivered_at at time zone 'Europe/Paris')::date, 'fr')
                else ', non encore reçue' end
        || '. Nom du consommateur : ' || o.name || '. Date : '
        || public.format_date((v_now at time zone 'Europe/Paris')::date, 'fr') || '.'
    else
      'I hereby give notice that I withdraw from my contract of sale of the following goods: '
        || v_goods || '. Order ' || o.number || ', ordered on ' || public.format_date((o.created_at at time zone 'Europe/Paris')::date, 'en')
        || case when o.delivered_at is not null
                then ', received on ' || public.format_date((o.delivered_at at time zone 'Europe/Paris')::date, 'en')
                else ', not received yet' end
        || '. Name of consumer: ' || o.name || '. Date: '
        || public.format_date((v_now at time zone 'Europe/Paris')::date, 'en') || '.'
    end,
    v_now,
    v_now + interval '14 days'
  )
  returning id into v_id;

  insert into public.withdrawal_items (withdrawal_id, order_item_id, quantity)
  select v_id, q.id, q.quantity
  from unnest(v_new_ids, v_new_quantities) as q(id, quantity);

  insert into public.order_events (order_id, actor_id, type, note, data)
  values (o.id, p_user_id, 'note',
          'Withdrawal requested by the customer (' || p_requested_by || '): ' || v_goods
            || '. Refund due by ' || pg_catalog.to_char((v_now + interval '14 days') at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI')
            || ' (Paris).',
          jsonb_build_object('kind', 'withdrawal_requested', 'withdrawal_id', v_id));

  perform public.queue_withdrawal_mail(v_id, 'withdrawal_acknowledged');
  return jsonb_build_object('created', true, 'withdrawal', public.withdrawal_json(v_id));
end;
$function$;

revoke all on function public.create_withdrawal(p_order_id uuid, p_requested_by text, p_user_id uuid, p_items jsonb, p_idempotency_key text) from public, anon, authenticated, service_role;
grant execute on function public.create_withdrawal(p_order_id uuid, p_requested_by text, p_user_id uuid, p_items jsonb, p_idempotency_key text) to service_role;
