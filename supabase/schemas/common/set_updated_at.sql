create or replace function public.set_updated_at()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$function$;

revoke all on function public.set_updated_at() from public, anon, authenticated, service_role;
grant execute on function public.set_updated_at() to anon, authenticated, public, service_role;
