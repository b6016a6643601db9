create or replace function public.product_sells_in_set(p public.products)
  returns boolean language sql immutable set search_path to ''
as $function$
  select p.published and not p.reserve_enabled and not p.preorder_enabled
$function$;

comment on function "public"."product_sells_in_set"(public.products) is 'Whether a component may go out in a set: published and sold from stock (not a reservation or pre-order product, whose units a set would sell ahead of its batch).';

revoke all on function public.product_sells_in_set(p products) from public, anon, authenticated, service_role;
grant execute on function public.product_sells_in_set(p products) to anon, authenticated, service_role;
