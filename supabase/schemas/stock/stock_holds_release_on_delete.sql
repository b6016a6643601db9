create or replace function public.stock_holds_release_on_delete()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  if old.status = 'held' then
    update public.products
    set stock_held = greatest(stock_held - old.quantity, 0)
    where id = old.product_id;
  end if;
  return null;
end;
$function$;

revoke all on function public.stock_holds_release_on_delete() from public, anon, authenticated, service_role;
grant execute on function public.stock_holds_release_on_delete() to service_role;
