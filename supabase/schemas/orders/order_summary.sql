create or replace function public.order_summary(p_order_id uuid, p_with_email boolean)
  returns jsonb language sql stable set search_path to ''
as $function$
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
    'discount_amount', o.discount_amount,
    'promo_code', o.promo_code,
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
        'line_total', i.line_total,
        'expected_ship_on', i.expected_ship_on
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
$function$;

revoke all on function public.order_summary(p_order_id uuid, p_with_email boolean) from public, anon, authenticated, service_role;
grant execute on function public.order_summary(p_order_id uuid, p_with_email boolean) to service_role;
