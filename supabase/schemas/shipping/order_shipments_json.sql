create or replace function public.order_shipments_json(p_order_id uuid)
  returns jsonb language sql stable set search_path to ''
as $function$
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
$function$;

revoke all on function public.order_shipments_json(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.order_shipments_json(p_order_id uuid) to service_role;
