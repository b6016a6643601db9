-- The order mails leave PL/pgSQL (issue 16): queue_order_mail (order and reservation confirmations, balance
-- paid; latest body 20261123100100_order_mail_legal.sql) and queue_refund_mail (20261123000130) record only the
-- mail's kind and data through public.enqueue_mail; the words, the legal information of the confirmations
-- included (terms of sale, right of withdrawal, the cosmetics exception, how to withdraw), are written by the
-- send-emails templates (supabase/functions/_shared/mail/templates/). Same signatures, same callers, same
-- order trail entry; a confirmation is queued once per order (the event key of 20261123200000).
--
-- The confirmation's data carries the totals, the lines, the delivery (shipping_amount) and, when the order
-- row has them, discount_amount and promo_code (read from the row as JSON, so this works before and after the
-- promotion codes add those columns).

create or replace function public.queue_order_mail(p_order_id uuid, p_kind text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  o public.orders;
  r public.reservations;
  v_row jsonb;
  v_outbox_id uuid;
begin
  select * into o from public.orders where id = p_order_id;
  if not found then
    return;
  end if;
  v_row := to_jsonb(o);
  select * into r from public.reservations where order_id = o.id order by created_at limit 1;

  v_outbox_id := public.enqueue_mail(
    p_kind,
    o.email::text,
    o.locale,
    o.id,
    jsonb_strip_nulls(jsonb_build_object(
      'order_number', o.number,
      'name', o.name,
      'order_kind', o.kind,
      'currency', o.currency,
      'total', o.total,
      'amount_paid', o.amount_paid,
      'balance_due', o.balance_due,
      'shipping_amount', v_row -> 'shipping_amount',
      'discount_amount', v_row -> 'discount_amount',
      'promo_code', v_row -> 'promo_code',
      'reservation_option', r.option,
      'estimated_delivery_date', r.estimated_delivery_date,
      -- The links of the mail start with the owner's address (shop_settings.site_url), never a request header.
      'site_url', public.site_url(),
      'member', o.user_id is not null,
      'lines', coalesce((
        select jsonb_agg(
                 jsonb_build_object('name', i.product_name, 'quantity', i.quantity, 'total', i.line_total)
                 order by i.created_at, i.id)
        from public.order_items i
        where i.order_id = o.id
      ), '[]'::jsonb)
    ))
  );

  if v_outbox_id is not null then
    insert into public.order_events (order_id, actor_id, type, data)
    values (o.id, null, 'email', jsonb_build_object('kind', p_kind, 'outbox_id', v_outbox_id, 'to', o.email::text));
  end if;
end;
$$;

revoke execute on function public.queue_order_mail(uuid, text) from public, anon, authenticated;

-- The mail that tells a customer their payment went back, and why (stock_gone, order_cancelled, superseded,
-- already_paid), in the order's language.
create or replace function public.queue_refund_mail(p_order_id uuid, p_amount numeric, p_reason text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  o public.orders;
  v_outbox_id uuid;
begin
  select * into o from public.orders where id = p_order_id;
  if not found then
    return;
  end if;
  v_outbox_id := public.enqueue_mail(
    'payment_refunded',
    o.email::text,
    o.locale,
    o.id,
    jsonb_build_object(
      'order_number', o.number,
      'name', o.name,
      'currency', o.currency,
      'amount', p_amount,
      'reason', coalesce(p_reason, 'already_paid')
    )
  );
  if v_outbox_id is not null then
    insert into public.order_events (order_id, actor_id, type, data)
    values (o.id, null, 'email', jsonb_build_object(
      'kind', 'payment_refunded', 'outbox_id', v_outbox_id, 'to', o.email::text
    ));
  end if;
end;
$$;

revoke execute on function public.queue_refund_mail(uuid, numeric, text) from public, anon, authenticated;
