create or replace function public.product_set_available(p_set_id uuid)
  returns integer language sql stable set search_path to ''
as $function$
  -- min over components of floor(available / quantity); min() skips untracked (null) stock, so a set of
  -- untracked components is unlimited (null). A component the caller cannot see, unpublished, or sold ahead
  -- (reservation, pre-order) makes the set unavailable: a set is a normal purchase from stock.
  select min(case
               when p.id is null or not p.published or p.reserve_enabled or p.preorder_enabled then 0
               when p.stock is null then null
               else greatest(p.stock - p.stock_held, 0) / c.quantity
             end)
  from public.product_set_components c
  left join public.products p on p.id = c.component_id
  where c.set_id = p_set_id
$function$;

comment on function "public"."product_set_available"(uuid) is 'How many of a set can be sold now: the least of floor(units available / units per set) over its components; 0 when a component is unpublished or sold ahead (reservation, pre-order), null when no component''s stock is counted.';

revoke all on function public.product_set_available(p_set_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.product_set_available(p_set_id uuid) to anon, authenticated, service_role;
