-- Withdrawal no longer asks the customer to tick "unopened and sealed" (issue 29, item 3). The declaration
-- stands as soon as it is sent (consumer code L221-21: any unambiguous statement); whether a returned product was
-- unsealed after delivery (the exception of L221-28 9°) is for the shop to see when the goods come back, and the
-- admin then refunds or refuses the request with the reason (record_withdrawal_refund / refuse_withdrawal). The
-- form states the exception before the customer sends the declaration.
--
-- create_withdrawal and the two API functions lose their p_sealed_confirmed argument (and the
-- seal_confirmation_required refusal); withdrawal_options says 'goods_sent' (the goods were shipped, so they have
-- to come back) instead of 'seal_required'. withdrawals.sealed_confirmed keeps what customers confirmed before
-- this change; new requests leave it false.

drop function public.request_withdrawal(uuid, jsonb, boolean, text);
drop function public.request_withdrawal_guest(text, text, jsonb, boolean, text);
drop function public.create_withdrawal(uuid, text, uuid, jsonb, boolean, text);

comment on column public.withdrawals.sealed_confirmed is
  'Requests made before migration 20261129200000 only: the customer ticked that the goods were unopened and sealed. No longer asked (the admin checks the goods when they come back).';

-- Step 1 of the form: the order, whether and until when it can be withdrawn from, each line with what is left
-- to withdraw, and the requests made so far.
create or replace function public.withdrawal_options(p_order_id uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  o public.orders;
  v_lines jsonb;
  v_left integer;
  v_reason text;
begin
  select * into o from public.orders where id = p_order_id;
  if not found then
    return null;
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', l.id,
           'product_name', l.product_name,
           'product_image', l.product_image,
           'unit_price', l.unit_price,
           'quantity', l.quantity,
           'withdrawn', l.withdrawn,
           'available', l.quantity - l.withdrawn
         ) order by l.created_at, l.id), '[]'::jsonb),
         coalesce(sum(l.quantity - l.withdrawn), 0)::integer
  into v_lines, v_left
  from (
    select i.id, i.product_name, i.product_image, i.unit_price, i.quantity, i.created_at,
           coalesce((
             select sum(wi.quantity)
             from public.withdrawal_items wi
             join public.withdrawals w on w.id = wi.withdrawal_id
             where wi.order_item_id = i.id and w.status <> 'refused'
           ), 0)::integer as withdrawn
    from public.order_items i
    where i.order_id = o.id
  ) l;
  v_reason := public.withdrawal_closed_reason(o, v_left);
  return jsonb_build_object(
    'order_id', o.id,
    'number', o.number,
    'status', o.status,
    'currency', o.currency,
    'locale', o.locale,
    'created_at', o.created_at,
    'delivered_at', o.delivered_at,
    'deadline', public.withdrawal_deadline(o.delivered_at),
    'open', v_reason is null,
    'reason', v_reason,
    'goods_sent', o.status in ('shipped', 'delivered'),
    'lines', v_lines,
    'withdrawals', coalesce((
      select jsonb_agg(public.withdrawal_json(w.id) order by w.requested_at, w.id)
      from public.withdrawals w
      where w.order_id = o.id
    ), '[]'::jsonb)
  );
end;
$$;


create function public.create_withdrawal(
  p_order_id uuid,
  p_requested_by text,
  p_user_id uuid,
  p_items jsonb,
  p_idempotency_key text
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
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
$$;


create function public.request_withdrawal(
  p_order_id uuid,
  p_items jsonb,
  p_idempotency_key text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null
     or not exists (select 1 from public.orders o where o.id = p_order_id and o.user_id = v_uid) then
    raise exception 'not_found' using errcode = 'P0001';
  end if;
  return public.create_withdrawal(p_order_id, 'member', v_uid, p_items, p_idempotency_key);
end;
$$;

comment on function public.request_withdrawal(uuid, jsonb, text) is
  'A member withdraws from lines of their own order ([{order_item_id, quantity}]); idempotent per key and per line; mails the acknowledgement.';

create function public.request_withdrawal_guest(
  p_number text,
  p_email text,
  p_items jsonb,
  p_idempotency_key text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid := public.find_order_for_guest(p_number, p_email);
begin
  -- A wrong number or email is a failed lookup (counted, committed): null, not an error that would roll it back.
  if v_order_id is null then
    return null;
  end if;
  return public.create_withdrawal(v_order_id, 'guest', auth.uid(), p_items, p_idempotency_key);
end;
$$;

comment on function public.request_withdrawal_guest(text, text, jsonb, text) is
  'A guest withdraws from lines of the order of a number + email, or null when they do not match (the lookup''s limits apply); mails the acknowledgement.';

revoke execute on function public.create_withdrawal(uuid, text, uuid, jsonb, text) from public, anon, authenticated;
revoke execute on function public.request_withdrawal(uuid, jsonb, text) from public, anon, authenticated;
revoke execute on function public.request_withdrawal_guest(text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.request_withdrawal(uuid, jsonb, text) to authenticated;
grant execute on function public.request_withdrawal_guest(text, text, jsonb, text) to anon, authenticated;
