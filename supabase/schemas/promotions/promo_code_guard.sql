create or replace function public.promo_code_guard(p_client_address text, p_code text)
  returns boolean language plpgsql security definer set search_path to ''
as $function$
begin
  return (public.promo_code_find(public.client_address_hash(p_client_address), p_code)).id is not null;
end;
$function$;

revoke all on function public.promo_code_guard(p_client_address text, p_code text) from public, anon, authenticated, service_role;
grant execute on function public.promo_code_guard(p_client_address text, p_code text) to service_role;
