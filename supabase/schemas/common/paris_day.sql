create or replace function public.paris_day(p_at timestamp with time zone)
  returns date language sql stable set search_path to ''
as $function$
  select (p_at at time zone 'Europe/Paris')::date
$function$;

revoke all on function public.paris_day(p_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.paris_day(p_at timestamp with time zone) to anon, authenticated, service_role;
