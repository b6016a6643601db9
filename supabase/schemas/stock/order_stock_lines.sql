create or replace function public.order_stock_lines(p_order_id uuid)
  returns table (
    item_id             uuid,
    product_id          uuid,
    quantity            integer,
    units_per_line_unit integer,
    in_set              boolean,
    item_slug           text
  )
  language sql stable set search_path to ''
as $function$
  -- A set's line moves its components' units (the set's own stock is unused); any other line its product's.
  select i.id, coalesce(c.component_id, i.product_id), i.quantity * coalesce(c.quantity, 1),
         coalesce(c.quantity, 1), c.set_id is not null, i.product_slug
  from public.order_items i
  left join public.product_set_components c on c.set_id = i.product_id
  where i.order_id = p_order_id
$function$;

comment on function "public"."order_stock_lines"(uuid) is 'The units an order''s lines take from stock: one row per product line, one per component for a set''s line (the line''s quantity times the component''s).';

revoke all on function public.order_stock_lines(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.order_stock_lines(p_order_id uuid) to service_role;
