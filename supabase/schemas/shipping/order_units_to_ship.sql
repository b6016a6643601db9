create or replace function public.order_units_to_ship(p_order_id uuid)
  returns table (
    order_item_id uuid,
    product_name  text,
    ordered       integer,
    shipped       integer,
    remaining     integer
  )
  language sql stable set search_path to ''
as $function$
  select i.id, i.product_name, i.quantity,
         coalesce(sum(si.quantity), 0)::integer,
         (i.quantity - coalesce(sum(si.quantity), 0))::integer
  from public.order_items i
  left join public.shipment_items si on si.order_item_id = i.id
  where i.order_id = p_order_id
  group by i.id, i.product_name, i.quantity, i.created_at
  order by i.created_at, i.id
$function$;

comment on function "public"."order_units_to_ship"(uuid) is 'Per line of an order: units ordered, shipped so far and remaining (runs with the caller''s rights).';

revoke all on function public.order_units_to_ship(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.order_units_to_ship(p_order_id uuid) to anon, authenticated, public, service_role;
