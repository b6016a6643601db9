-- The right of withdrawal: the customer's side (data model in ..._100200).
--
-- Two steps in the app: (1) the order and its withdrawable lines (my_withdrawal_options for a member,
-- guest_withdrawal_options with the order number and email), (2) the confirmed request (request_withdrawal,
-- request_withdrawal_guest). A request:
--   - is answered again, unchanged, for the same idempotency key (a retried request: created false);
--   - is refused while the order cannot be withdrawn from: not paid yet, cancelled, refunded, or delivered and
--     past withdrawal_deadline(delivered_at) (P0001 withdrawal_closed, detail the reason and, for
--     period_ended, the deadline);
--   - for goods shipped or delivered needs the customer's confirmation that they are unopened and sealed
--     (P0001 seal_confirmation_required): cosmetics unsealed after delivery are excluded (L221-28 9°), and the
--     form says so;
--   - never withdraws more of a line than was bought, less what earlier requests (not refused) withdrew: the
--     order row is locked first, so concurrent requests of one order take turns (P0001 quantity_exceeded,
--     detail <order_item_id>:<quantity left>); a request whose every line is already wholly withdrawn answers
--     the existing withdrawal (created false): idempotent per order and line;
--   - writes the withdrawal, its lines, a note in the order's trail, and the acknowledgement mail
--     (withdrawal_acknowledged, in the order's language, with the date and time of the request, the items,
--     the refund deadline) at once.
-- The guest functions go through the order lookup's limits (20261123000420_order_lookup_limits.sql), now
-- helpers of their own shared with lookup_order: a wrong number or email counts as a failed lookup of that
-- (number, client address) pair and of that client, and answers null.
--
-- authenticated: my_withdrawal_options, request_withdrawal (the owner's orders only).
-- anon and authenticated: guest_withdrawal_options, request_withdrawal_guest (number + email, limited).
-- Helpers (SECURITY INVOKER, not executable through the API): order_lookup_gate, order_lookup_result,
-- find_order_for_guest, withdrawal_json, withdrawal_closed_reason, withdrawal_options, create_withdrawal,
-- withdrawal_money, queue_withdrawal_mail.

-- ---------------------------------------------------------------------------------------------------------
-- The order lookup's limits as helpers (same rules, same table, same errors as lookup_order had inline)
-- ---------------------------------------------------------------------------------------------------------

-- Raises PT429 too_many_attempts (detail retry_after=<s>) when the (number, client) pair or the client must
-- wait; else answers the client key. Takes the client's advisory lock for the rest of the transaction, so
-- that one client's attempts are counted one after the other.
create function public.order_lookup_gate(p_number text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  -- Without a vouched-for address (a direct SQL call) every such caller shares one bucket.
  v_client text := coalesce(public.request_client_hash(), 'unknown');
  v_pair_failures integer;
  v_pair_last timestamptz;
  v_client_failures integer;
  v_client_oldest timestamptz;
  v_ready_at timestamptz;
  v_retry integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('order-lookup:' || v_client, 0));

  select count(*), max(f.created_at) into v_pair_failures, v_pair_last
  from public.order_lookup_failures f
  where f.client_key = v_client and f.order_number = p_number
    and f.created_at > pg_catalog.now() - interval '1 day';
  if v_pair_failures >= 3 then
    v_ready_at := v_pair_last
      + least(interval '30 seconds' * power(2, least(v_pair_failures - 3, 10)), interval '1 hour');
  end if;

  select count(*), min(f.created_at) into v_client_failures, v_client_oldest
  from public.order_lookup_failures f
  where f.client_key = v_client and f.created_at > pg_catalog.now() - interval '15 minutes';
  if v_client_failures >= 10 then
    v_ready_at := greatest(v_ready_at, v_client_oldest + interval '15 minutes');
  end if;

  if v_ready_at > pg_catalog.now() then
    v_retry := greatest(ceil(extract(epoch from v_ready_at - pg_catalog.now()))::integer, 1);
    raise exception using errcode = 'PT429', message = 'too_many_attempts',
      detail = 'retry_after=' || v_retry,
      hint = 'Too many failed lookups: try again in ' || v_retry || ' seconds.';
  end if;
  return v_client;
end;
$$;

-- A failure counts against the pair and the client; a success clears the pair's failures.
create function public.order_lookup_result(p_client text, p_number text, p_found boolean)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if p_found then
    delete from public.order_lookup_failures f where f.client_key = p_client and f.order_number = p_number;
    return;
  end if;
  insert into public.order_lookup_failures (client_key, order_number) values (p_client, p_number);
  -- Old failures no longer count; clear them now and then.
  if random() < 0.05 then
    delete from public.order_lookup_failures where created_at < pg_catalog.now() - interval '1 day';
  end if;
end;
$$;

-- The order of a number and its email, through the limits; null (a failure counted) when they do not match.
create function public.find_order_for_guest(p_number text, p_email text)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_number text := left(upper(btrim(coalesce(p_number, ''))), 40);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_client text;
  v_order_id uuid;
begin
  v_client := public.order_lookup_gate(v_number);
  -- lower() on both sides: with an empty search_path the citext operator is not in scope.
  select o.id into v_order_id
  from public.orders o
  where o.number = v_number and lower(o.email::text) = v_email;
  perform public.order_lookup_result(v_client, v_number, v_order_id is not null);
  return v_order_id;
end;
$$;

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
  return public.order_summary(v_order_id, false);
end;
$$;

comment on function public.lookup_order(text, text) is
  'A guest''s order by number + email, or null; failures back off per (number, client) and per client (PT429 too_many_attempts, detail retry_after=<s>).';

-- ---------------------------------------------------------------------------------------------------------
-- What a customer sees of the withdrawals of an order
-- ---------------------------------------------------------------------------------------------------------

create function public.withdrawal_json(p_withdrawal_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', w.id,
    'order_id', w.order_id,
    'requested_by', w.requested_by,
    'status', w.status,
    'requested_at', w.requested_at,
    'refund_deadline', w.refund_deadline,
    'sealed_confirmed', w.sealed_confirmed,
    'statement', w.statement,
    'refund_amount', w.refund_amount,
    'refused_reason', w.refused_reason,
    'processed_at', w.processed_at,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'order_item_id', i.id,
        'product_name', i.product_name,
        'unit_price', i.unit_price,
        'quantity', wi.quantity
      ) order by i.created_at, i.id)
      from public.withdrawal_items wi
      join public.order_items i on i.id = wi.order_item_id
      where wi.withdrawal_id = w.id
    ), '[]'::jsonb)
  )
  from public.withdrawals w
  where w.id = p_withdrawal_id
$$;

-- Why an order cannot be withdrawn from now, or null when it can (p_left: the units not yet withdrawn).
create function public.withdrawal_closed_reason(p_order public.orders, p_left integer)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_order.status = 'pending_payment' then 'not_paid'
    when p_order.status = 'cancelled' then 'cancelled'
    when p_order.status = 'refunded' then 'refunded'
    when p_order.status = 'delivered'
         and pg_catalog.now() >= coalesce(public.withdrawal_deadline(p_order.delivered_at), '-infinity')
      then 'period_ended'
    when coalesce(p_left, 0) <= 0 then 'all_withdrawn'
    else null
  end
$$;

-- Step 1 of the form: the order, whether and until when it can be withdrawn from, each line with what is left
-- to withdraw, and the requests made so far.
create function public.withdrawal_options(p_order_id uuid)
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
    'seal_required', o.status in ('shipped', 'delivered'),
    'lines', v_lines,
    'withdrawals', coalesce((
      select jsonb_agg(public.withdrawal_json(w.id) order by w.requested_at, w.id)
      from public.withdrawals w
      where w.order_id = o.id
    ), '[]'::jsonb)
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The mails
-- ---------------------------------------------------------------------------------------------------------

-- An amount in mail: as the shop shows prices when whole ("$900", "900 €"), with its cents otherwise
-- ("$12.50", "12,50 €"), since a refund may have them.
create function public.withdrawal_money(p_amount numeric, p_currency text, p_locale text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_amount = pg_catalog.round(p_amount) then public.format_money(p_amount, p_currency, p_locale)
    when p_locale = 'fr' then
      replace(replace(pg_catalog.to_char(p_amount, 'FM999,999,999,990.00'), ',', U&'\202F'), '.', ',')
        || U&'\00A0' || case p_currency when 'eur' then '€' else '$US' end
    else
      case p_currency when 'eur' then '€' else '$' end || pg_catalog.to_char(p_amount, 'FM999,999,999,990.00')
  end
$$;

-- withdrawal_acknowledged (at once, with the date and time of the request) or withdrawal_refunded, in the
-- order's language, to the order's email; noted in the order's trail like the other mails.
create function public.queue_withdrawal_mail(p_withdrawal_id uuid, p_kind text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  w public.withdrawals;
  o public.orders;
  fr boolean;
  v_lines text;
  v_when text;
  v_deadline text;
  v_subject text;
  v_body text[];
  v_outbox_id uuid;
  v_paris timestamp;
begin
  select * into w from public.withdrawals where id = p_withdrawal_id;
  if not found then
    return;
  end if;
  select * into o from public.orders where id = w.order_id;
  fr := o.locale = 'fr';
  v_paris := w.requested_at at time zone 'Europe/Paris';
  v_when := case when fr then
      'le ' || public.format_date(v_paris::date, 'fr') || ' à ' || pg_catalog.to_char(v_paris, 'HH24') || ' h '
        || pg_catalog.to_char(v_paris, 'MI') || ' (heure de Paris)'
    else
      'on ' || public.format_date(v_paris::date, 'en') || ' at ' || pg_catalog.to_char(v_paris, 'HH24:MI')
        || ' (Paris time)'
  end;
  v_deadline := public.format_date((w.refund_deadline at time zone 'Europe/Paris')::date, o.locale);

  select string_agg(
           '- ' || i.product_name || ' × ' || wi.quantity::text || case when fr then ' : ' else ': ' end
             || public.withdrawal_money(i.unit_price * wi.quantity, o.currency, o.locale),
           E'\n' order by i.created_at, i.id)
  into v_lines
  from public.withdrawal_items wi
  join public.order_items i on i.id = wi.order_item_id
  where wi.withdrawal_id = w.id;

  if p_kind = 'withdrawal_acknowledged' then
    v_subject := case when fr then 'Votre rétractation de la commande ' || o.number || ' est bien reçue'
                      else 'Your withdrawal from order ' || o.number || ' is received' end;
    v_body := array[
      case when fr then 'Bonjour ' else 'Hello ' end || o.name || ',',
      case when fr then
        'Nous accusons réception de votre rétractation du contrat pour la commande ' || o.number
          || ', reçue ' || v_when || '.'
      else
        'We acknowledge receipt of your withdrawal from the contract for order ' || o.number
          || ', received ' || v_when || '.'
      end,
      case when fr then E'Articles concernés :\n' else E'Items you withdraw from:\n' end || coalesce(v_lines, ''),
      case when fr then
        'Remboursement : nous vous remboursons les sommes versées pour ces articles, y compris les frais de livraison standard si vous vous rétractez de toute la commande, au plus tard dans les 14 jours, soit avant le '
          || v_deadline || ', par le moyen de paiement que vous avez utilisé. Nous pouvons attendre d''avoir récupéré les articles, ou que vous nous ayez fourni une preuve de leur expédition, selon ce qui arrive en premier.'
      else
        'Refund: we will refund what you paid for these items, including the standard delivery costs if you withdraw from the whole order, within 14 days, that is by '
          || v_deadline || ' at the latest, to the payment method you used. We may wait until we have received the items back, or until you have shown us proof of sending them, whichever comes first.'
      end,
      case
        when o.status in ('paid', 'deposit_paid', 'fulfilled') and fr then
          'Ces articles ne sont pas encore partis : nous ne vous les enverrons pas.'
        when o.status in ('paid', 'deposit_paid', 'fulfilled') then
          'These items have not shipped yet: we will not send them.'
        when fr then
          E'Renvoyez-nous les articles non ouverts, sans retard excessif et au plus tard dans les 14 jours, à l''adresse indiquée sur notre formulaire de rétractation :\n'
            || public.site_url() || E'/withdrawal-form\n'
            || 'Les cosmétiques descellés après la livraison ne peuvent pas être repris, pour des raisons d''hygiène et de protection de la santé (article L221-28 9° du code de la consommation).'
        else
          E'Please send the items back unopened, without undue delay and at the latest within 14 days, to the address given on our withdrawal form:\n'
            || public.site_url() || E'/withdrawal-form\n'
            || 'Cosmetics unsealed after delivery cannot be taken back, for health protection and hygiene reasons (French consumer code, article L221-28 9°).'
      end,
      case when fr then 'Référence de votre demande : ' else 'Reference of your request: ' end
        || upper(left(w.id::text, 8)),
      'Maison Immortela'
    ];
  else -- withdrawal_refunded
    v_subject := case when fr then 'Votre remboursement pour la commande ' || o.number || ' (rétractation)'
                      else 'Your refund for order ' || o.number || ' (withdrawal)' end;
    v_body := array[
      case when fr then 'Bonjour ' else 'Hello ' end || o.name || ',',
      case when fr then
        'Nous vous avons remboursé ' || public.withdrawal_money(w.refund_amount, o.currency, o.locale)
          || ' pour votre rétractation de la commande ' || o.number || ' (demande reçue ' || v_when
          || '), sur le moyen de paiement que vous avez utilisé. Le remboursement apparaît en général sous 5 à 10 jours sur votre relevé.'
      else
        'We have refunded ' || public.withdrawal_money(w.refund_amount, o.currency, o.locale)
          || ' for your withdrawal from order ' || o.number || ' (request received ' || v_when
          || '), to the payment method you used. It usually shows on your statement within 5 to 10 days.'
      end,
      case when fr then E'Articles concernés :\n' else E'Items:\n' end || coalesce(v_lines, ''),
      'Maison Immortela'
    ];
  end if;

  insert into public.email_outbox (to_email, subject, body_text, locale, kind, order_id)
  values (o.email::text, 'Maison Immortela · ' || v_subject, array_to_string(v_body, E'\n\n'), o.locale, p_kind, o.id)
  returning id into v_outbox_id;

  insert into public.order_events (order_id, actor_id, type, data)
  values (o.id, null, 'email', jsonb_build_object(
    'kind', p_kind, 'outbox_id', v_outbox_id, 'to', o.email::text, 'withdrawal_id', w.id
  ));
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The request
-- ---------------------------------------------------------------------------------------------------------

create function public.create_withdrawal(
  p_order_id uuid,
  p_requested_by text,
  p_user_id uuid,
  p_items jsonb,
  p_sealed_confirmed boolean,
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

  if o.status in ('shipped', 'delivered') and not coalesce(p_sealed_confirmed, false) then
    raise exception 'seal_confirmation_required' using errcode = 'P0001',
      hint = 'Cosmetics unsealed after delivery cannot be returned (L221-28 9°): confirm the items are unopened.';
  end if;

  v_fr := o.locale = 'fr';
  select string_agg(it.product_name || ' × ' || q.quantity::text, ', ' order by it.created_at, it.id)
  into v_goods
  from unnest(v_new_ids, v_new_quantities) as q(id, quantity)
  join public.order_items it on it.id = q.id;

  insert into public.withdrawals (
    order_id, requested_by, user_id, idempotency_key, statement, sealed_confirmed, requested_at, refund_deadline
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
    coalesce(p_sealed_confirmed, false) and o.status in ('shipped', 'delivered'),
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

-- ---------------------------------------------------------------------------------------------------------
-- The API: a member's own orders, a guest's by number and email
-- ---------------------------------------------------------------------------------------------------------

create function public.my_withdrawal_options(p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null
     or not exists (select 1 from public.orders o where o.id = p_order_id and o.user_id = auth.uid()) then
    return null;
  end if;
  return public.withdrawal_options(p_order_id);
end;
$$;

comment on function public.my_withdrawal_options(uuid) is
  'The signed-in owner''s order as the withdrawal form shows it (lines left to withdraw, period, requests), or null.';

create function public.request_withdrawal(
  p_order_id uuid,
  p_items jsonb,
  p_sealed_confirmed boolean,
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
  return public.create_withdrawal(p_order_id, 'member', v_uid, p_items, p_sealed_confirmed, p_idempotency_key);
end;
$$;

comment on function public.request_withdrawal(uuid, jsonb, boolean, text) is
  'A member withdraws from lines of their own order ([{order_item_id, quantity}]); idempotent per key and per line; mails the acknowledgement.';

create function public.guest_withdrawal_options(p_number text, p_email text)
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
  return public.withdrawal_options(v_order_id);
end;
$$;

comment on function public.guest_withdrawal_options(text, text) is
  'A guest''s order by number + email as the withdrawal form shows it, or null; the order lookup''s limits apply.';

create function public.request_withdrawal_guest(
  p_number text,
  p_email text,
  p_items jsonb,
  p_sealed_confirmed boolean,
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
  return public.create_withdrawal(v_order_id, 'guest', auth.uid(), p_items, p_sealed_confirmed, p_idempotency_key);
end;
$$;

comment on function public.request_withdrawal_guest(text, text, jsonb, boolean, text) is
  'A guest withdraws from lines of the order of a number + email, or null when they do not match (the lookup''s limits apply); mails the acknowledgement.';

revoke execute on function public.order_lookup_gate(text) from public, anon, authenticated;
revoke execute on function public.order_lookup_result(text, text, boolean) from public, anon, authenticated;
revoke execute on function public.find_order_for_guest(text, text) from public, anon, authenticated;
revoke execute on function public.withdrawal_json(uuid) from public, anon, authenticated;
revoke execute on function public.withdrawal_closed_reason(public.orders, integer) from public, anon, authenticated;
revoke execute on function public.withdrawal_options(uuid) from public, anon, authenticated;
revoke execute on function public.withdrawal_money(numeric, text, text) from public, anon, authenticated;
revoke execute on function public.queue_withdrawal_mail(uuid, text) from public, anon, authenticated;
revoke execute on function public.create_withdrawal(uuid, text, uuid, jsonb, boolean, text) from public, anon, authenticated;
revoke execute on function public.withdrawal_deadline(timestamptz) from public, anon, authenticated;

revoke execute on function public.my_withdrawal_options(uuid) from public, anon, authenticated;
revoke execute on function public.request_withdrawal(uuid, jsonb, boolean, text) from public, anon, authenticated;
revoke execute on function public.guest_withdrawal_options(text, text) from public, anon, authenticated;
revoke execute on function public.request_withdrawal_guest(text, text, jsonb, boolean, text) from public, anon, authenticated;
grant execute on function public.my_withdrawal_options(uuid) to authenticated;
grant execute on function public.request_withdrawal(uuid, jsonb, boolean, text) to authenticated;
grant execute on function public.guest_withdrawal_options(text, text) to anon, authenticated;
grant execute on function public.request_withdrawal_guest(text, text, jsonb, boolean, text) to anon, authenticated;
