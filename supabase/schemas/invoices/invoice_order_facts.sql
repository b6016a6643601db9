create or replace function public.invoice_order_facts(p_order_id uuid)
  returns jsonb language sql stable set search_path to ''
as $function$
  select jsonb_build_object(
    'version', 1,
    'locale', o.locale,
    'currency', o.currency,
    'order', jsonb_build_object(
      'id', o.id,
      'number', o.number,
      'kind', o.kind,
      'created_at', o.created_at,
      'reservation_option', (
        select r.option from public.reservations r where r.order_id = o.id order by r.created_at, r.id limit 1
      )
    ),
    'customer', jsonb_build_object(
      'name', o.name,
      'email', o.email::text,
      'address', jsonb_build_object(
        'line1', o.shipping_address_line1,
        'line2', o.shipping_address_line2,
        'postal_code', o.shipping_postal_code,
        'city', o.shipping_city,
        'region', o.shipping_region,
        'country', o.shipping_country
      )
    ),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', i.product_name,
        'slug', i.product_slug,
        'quantity', i.quantity,
        'unit_price_incl', i.unit_price,
        'total_incl', i.line_total
      ) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb),
    'shipping_incl', o.shipping_amount,
    'discount_incl', o.discount_amount,
    'promo_code', o.promo_code,
    'order_total_incl', o.total
  )
  from public.orders o
  where o.id = p_order_id
$function$;

revoke all on function public.invoice_order_facts(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.invoice_order_facts(p_order_id uuid) to service_role;
