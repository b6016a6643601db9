create or replace function public.is_owner()
  returns boolean language sql stable set search_path to ''
as $function$
  select coalesce(public.staff_role() = 'owner', false)
$function$;

comment on function "public"."is_owner"() is 'True when the requesting user is an owner: the role that manages staff and the shop''s settings.';

revoke all on function public.is_owner() from public, anon, authenticated, service_role;
grant execute on function public.is_owner() to anon, authenticated, service_role;
