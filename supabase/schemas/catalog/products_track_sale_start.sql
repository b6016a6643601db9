create or replace function public.products_track_sale_start()
  returns trigger language plpgsql set search_path to ''
as $function$
declare
  -- The API roles never choose the date; the owner (migrations, the seed, tests) may back-date it.
  v_chosen boolean := current_user not in ('anon', 'authenticated', 'service_role');
begin
  if not new.on_sale then
    new.on_sale_since := null;
  elsif tg_op = 'INSERT' then
    if not v_chosen or new.on_sale_since is null then
      new.on_sale_since := now();
    end if;
  elsif not old.on_sale then
    if not v_chosen or new.on_sale_since is null then
      new.on_sale_since := now();
    end if;
  elsif not v_chosen or new.on_sale_since is null then
    new.on_sale_since := old.on_sale_since;
  end if;
  return new;
end;
$function$;

revoke all on function public.products_track_sale_start() from public, anon, authenticated, service_role;
grant execute on function public.products_track_sale_start() to service_role;
