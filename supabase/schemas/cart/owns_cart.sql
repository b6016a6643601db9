create or replace function public.owns_cart(target_cart_id uuid)
  returns boolean language sql stable set search_path to ''
as $function$
  select exists (
    select 1 from public.carts
    where id = target_cart_id and user_id = auth.uid()
  )
$function$;

revoke all on function public.owns_cart(target_cart_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.owns_cart(target_cart_id uuid) to anon, authenticated, public, service_role;
