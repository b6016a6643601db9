create or replace function public.site_url()
  returns text language sql stable set search_path to ''
as $function$
  select coalesce((select s.site_url from public.shop_settings s where s.id), 'http://localhost:5173')
$function$;

revoke all on function public.site_url() from public, anon, authenticated, service_role;
grant execute on function public.site_url() to service_role;
