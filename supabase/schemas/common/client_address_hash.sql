create or replace function public.client_address_hash(p_address text)
  returns text language sql immutable set search_path to ''
as $function$
  select case when nullif(btrim(coalesce(p_address, '')), '') is null then null
              else encode(extensions.digest(lower(btrim(p_address)), 'sha256'), 'hex') end
$function$;

revoke all on function public.client_address_hash(p_address text) from public, anon, authenticated, service_role;
grant execute on function public.client_address_hash(p_address text) to service_role;
