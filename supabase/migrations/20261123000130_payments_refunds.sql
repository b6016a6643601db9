-- Payments that cannot be applied are given back, and every refund is written through one function.
--
-- record_payment (20261123000135_payment_events.sql; same signature and outcomes as 20261121000020_checkout.sql, plus 'refund_due'):
--   - a first payment turns the order's holds into sales (sell_order_units); a line whose hold lapsed is taken
--     again when its units are still there;
--   - when they are not (stock_gone), or the order was cancelled first (order_cancelled), or it was already
--     paid by another session / the balance paid twice (already_paid), or an older page of ours was paid at
--     the amount it showed after a newer page replaced it at another price (superseded: the amount is the
--     session's, not the order's), the payment is recorded on the order
--     (amount_paid, an order_events 'payment', payment_events outcome 'refund_due'), the order owes it back
--     (orders.refund_due, the admin's flag), a stock_gone order is cancelled, and a payment_refunds row is
--     written pending;
--   - a payment of 0 never pays anything (not_payable); a wrong amount or currency stays amount_mismatch,
--     kept for an admin as before.
-- The payment-webhook function then asks the provider for each pending refund (pending_refunds: Stripe's
-- POST /v1/refunds with the session's payment_intent and the refund row's id as Idempotency-Key; the test
-- provider records a re_test_ id without any network) and completes it (complete_refund): succeeded writes
-- the refund (record_refund), a payment_events row of its own (outcome 'refunded'), and queues the
-- payment_refunded mail in the customer's language; failed is kept with the provider's error and an order
-- note, refund_due staying as the flag. A provider that did not answer leaves the row pending and the webhook
-- answers 500, so the provider delivers the event again and the refund is asked for again (same idempotency
-- key).
--
-- record_session_expired (..._0135): checkout.session.expired (Stripe sends it; the test page's "expire" does too): the
-- session is closed and its holds released at once.
--
-- record_refund(order, amount, actor, note, data, from_due): the one place a refund is written (order_events
-- 'refund' and orders.refunded_amount, less refund_due when it settles a flagged payment). complete_refund and
-- cancel_reservation (..._0140) use it.
--
-- Service role only: record_payment, record_session_expired, pending_refunds, complete_refund. Helpers
-- (SECURITY INVOKER, not executable through the API): record_refund, queue_refund_mail.

-- ---------------------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------------------

create function public.record_refund(
  p_order_id uuid,
  p_amount numeric,
  p_actor uuid,
  p_note text,
  p_data jsonb,
  p_from_due boolean
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into public.order_events (order_id, actor_id, type, note, data)
  select o.id, p_actor, 'refund', p_note,
         jsonb_build_object('amount', p_amount, 'currency', o.currency) || coalesce(p_data, '{}'::jsonb)
  from public.orders o
  where o.id = p_order_id;

  update public.orders
  set refunded_amount = refunded_amount + p_amount,
      refund_due = refund_due - case when p_from_due then p_amount else 0 end
  where id = p_order_id;
end;
$$;

-- The mail that tells a customer their payment went back, and why, in the order's language.
create function public.queue_refund_mail(p_order_id uuid, p_amount numeric, p_reason text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  o public.orders;
  fr boolean;
  v_money text;
  v_subject text;
  v_why text;
  v_outbox_id uuid;
begin
  select * into o from public.orders where id = p_order_id;
  if not found then
    return;
  end if;
  fr := o.locale = 'fr';
  v_money := public.format_money(p_amount, o.currency, o.locale);
  v_subject := case when fr then 'Votre paiement pour la commande ' || o.number || ' a été remboursé'
                    else 'Your payment for order ' || o.number || ' has been refunded' end;
  v_why := case
    when p_reason = 'stock_gone' and fr then
      'Votre paiement pour la commande ' || o.number || ' est arrivé après la vente des dernières pièces d''un de ses articles : nous n''avons pas pu confirmer la commande, qui est annulée.'
    when p_reason = 'stock_gone' then
      'Your payment for order ' || o.number || ' arrived after the last units of an item in it had been sold, so we could not confirm the order and it has been cancelled.'
    when p_reason = 'order_cancelled' and fr then
      'Votre paiement pour la commande ' || o.number || ' est arrivé après l''annulation de la commande.'
    when p_reason = 'order_cancelled' then
      'Your payment for order ' || o.number || ' arrived after the order had been cancelled.'
    when p_reason = 'superseded' and fr then
      'Vous avez réglé une ancienne page de paiement de la commande ' || o.number || ', remplacée depuis par une nouvelle à un autre montant : ce paiement n''a pas été retenu.'
    when p_reason = 'superseded' then
      'You paid an older payment page of order ' || o.number || ', which had since been replaced by a new one at another amount, so this payment was not applied.'
    when fr then
      'Nous avons reçu un second paiement pour la commande ' || o.number || ', qui était déjà réglée.'
    else
      'We received a second payment for order ' || o.number || ', which had already been paid.'
  end;

  insert into public.email_outbox (to_email, subject, body_text, locale, kind, order_id)
  values (
    o.email::text,
    'Maison Immortela · ' || v_subject,
    concat_ws(E'\n\n',
      case when fr then 'Bonjour ' else 'Hello ' end || o.name || ',',
      v_why,
      case when fr then
        'Nous vous avons remboursé l''intégralité de ce paiement, ' || v_money || ', sur le moyen de paiement utilisé. Le remboursement apparaît en général sous 5 à 10 jours sur votre relevé.'
      else
        'We have refunded this payment in full, ' || v_money || ', to the payment method you used. It usually shows on your statement within 5 to 10 days.'
      end,
      case when fr then
        'Rien d''autre n''a été débité. Pour toute question, écrivez-nous depuis la page Contact de notre site en indiquant le numéro ' || o.number || '.'
      else
        'Nothing else was charged. If you have a question, write to us from the Contact page of our site with the number ' || o.number || '.'
      end,
      'Maison Immortela'
    ),
    o.locale,
    'payment_refunded',
    o.id
  )
  returning id into v_outbox_id;

  insert into public.order_events (order_id, actor_id, type, data)
  values (o.id, null, 'email', jsonb_build_object(
    'kind', 'payment_refunded', 'outbox_id', v_outbox_id, 'to', o.email::text
  ));
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Refunds the webhook asks the provider for (service role only)
-- ---------------------------------------------------------------------------------------------------------

-- The pending refunds of a payment event (the webhook asks again on every delivery of the event until none is
-- left).
create function public.pending_refunds(p_provider text, p_event_id text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', r.id,
    'order_id', r.order_id,
    'amount', r.amount,
    'currency', r.currency,
    'payment_reference', r.payment_reference,
    'reason', r.reason
  ) order by r.created_at), '[]'::jsonb)
  from public.payment_refunds r
  where r.provider = p_provider and r.event_id = p_event_id and r.status = 'pending'
$$;

comment on function public.pending_refunds(text, text) is
  'Service role only (payment-webhook): the refunds still to ask the provider for, for one payment event.';

-- The provider's answer to a refund: its id (succeeded) or an error (failed). Applied once: a completed row
-- answers its status again.
create function public.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_error text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
  r public.payment_refunds;
begin
  select order_id into v_order_id from public.payment_refunds where id = p_refund_id;
  if v_order_id is null then
    raise exception 'not_found' using errcode = 'P0001';
  end if;
  perform 1 from public.orders where id = v_order_id for update;
  select * into r from public.payment_refunds where id = p_refund_id for update;
  if r.status <> 'pending' then
    return r.status;
  end if;

  if p_provider_refund_id is null or btrim(p_provider_refund_id) = '' then
    update public.payment_refunds
    set status = 'failed', error = left(coalesce(p_error, 'no refund id'), 1000), completed_at = pg_catalog.now()
    where id = r.id;
    insert into public.order_events (order_id, actor_id, type, note, data)
    values (r.order_id, null, 'note',
            'Automatic refund of ' || r.amount::text || ' ' || upper(r.currency) || ' failed: '
              || left(coalesce(p_error, 'no refund id'), 500) || '. Refund it from the payment provider''s dashboard.',
            jsonb_build_object('refund_id', r.id, 'amount', r.amount, 'error', left(coalesce(p_error, ''), 1000)));
    return 'failed';
  end if;

  update public.payment_refunds
  set status = 'succeeded', provider_refund_id = p_provider_refund_id, error = null,
      completed_at = pg_catalog.now()
  where id = r.id;
  perform public.record_refund(
    r.order_id, r.amount, null, null,
    jsonb_build_object(
      'state', 'refunded',
      'reason', r.reason,
      'provider', r.provider,
      'provider_refund_id', p_provider_refund_id,
      'payment_event_id', r.event_id
    ),
    true
  );
  insert into public.payment_events (provider, event_id, type, payload, order_id, processed_at, outcome)
  values (r.provider, p_provider_refund_id, 'refund', jsonb_build_object(
    'refund_id', r.id,
    'provider_refund_id', p_provider_refund_id,
    'payment_event_id', r.event_id,
    'payment_reference', r.payment_reference,
    'amount', r.amount,
    'currency', r.currency,
    'reason', r.reason
  ), r.order_id, pg_catalog.now(), 'refunded')
  on conflict (provider, event_id) do nothing;
  perform public.queue_refund_mail(r.order_id, r.amount, r.reason);
  return 'succeeded';
end;
$$;

comment on function public.complete_refund(uuid, text, text) is
  'Service role only (payment-webhook): the provider refunded (its refund id) or refused (the error); recorded once.';

revoke execute on function public.record_refund(uuid, numeric, uuid, text, jsonb, boolean) from public, anon, authenticated;
revoke execute on function public.queue_refund_mail(uuid, numeric, text) from public, anon, authenticated;
revoke execute on function public.pending_refunds(text, text) from public, anon, authenticated;
revoke execute on function public.complete_refund(uuid, text, text) from public, anon, authenticated;
grant execute on function public.pending_refunds(text, text) to service_role;
grant execute on function public.complete_refund(uuid, text, text) to service_role;
