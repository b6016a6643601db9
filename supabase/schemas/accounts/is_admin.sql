create or replace function public.is_admin()
  returns boolean language sql stable set search_path to ''
as $function$
  select coalesce(public.staff_role() in ('owner', 'admin'), false)
$function$;

comment on function "public"."is_admin"() is 'True when the requesting user is the owner or an admin (everything but staff and settings); fulfilment staff are not admins.';

revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;
