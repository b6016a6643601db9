create or replace function public.order_items_expected_ship_on()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  -- A pre-order line keeps the shipping date promised when the order was placed (the order's day in the shop's
  -- time zone plus the product's delivery days, 30 when it gives none, as the shop shows it): the confirmation
  -- says the same thing later, whatever the product's delay becomes.
  select o.created_on + coalesce(p.estimated_delivery_days, 30)
  into new.expected_ship_on
  from public.products p, public.orders o
  where p.id = new.product_id and o.id = new.order_id and p.preorder_enabled and not p.reserve_enabled;
  return new;
end;
$function$;

comment on function "public"."order_items_expected_ship_on"() is 'Trigger: a pre-order line records its expected shipping date (order day + the product''s estimated_delivery_days, 30 by default) when it is written.';

revoke all on function public.order_items_expected_ship_on() from public, anon, authenticated, service_role;
grant execute on function public.order_items_expected_ship_on() to service_role;
