create or replace function public.product_can_take(p public.products, p_quantity integer)
  returns boolean language sql immutable set search_path to ''
as $function$
  select case
    when p.reserve_enabled or p.preorder_enabled then
      p.sell_ahead_limit is null
      or coalesce(p.stock, 0) + p.sell_ahead_limit - p.sold_ahead - p.stock_held >= p_quantity
    else p.stock is null or p.stock - p.stock_held >= p_quantity
  end
$function$;

revoke all on function public.product_can_take(p products, p_quantity integer) from public, anon, authenticated, service_role;
grant execute on function public.product_can_take(p products, p_quantity integer) to service_role;
