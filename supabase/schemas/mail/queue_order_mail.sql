create or replace function public.queue_order_mail(p_order_id uuid, p_kind text)
  returns void language plpgsql set search_path to ''
as $function$
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
                 jsonb_build_object('name', i.product_name, 'quantity', i.quantity, 'total', i.line_total,
                                    'ships_on', i.expected_ship_on)
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
$function$;

revoke all on function public.queue_order_mail(p_order_id uuid, p_kind text) from public, anon, authenticated, service_role;
grant execute on function public.queue_order_mail(p_order_id uuid, p_kind text) to service_role;
