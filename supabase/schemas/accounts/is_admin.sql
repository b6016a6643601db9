create or replace function public.is_admin()
  returns boolean language sql stable security definer set search_path to ''
as $function$
  select exists (
    select 1
    from public.user_roles
    where user_id = auth.uid()
      and role = 'admin'
  )
$function$;

comment on function "public"."is_admin"() is 'True when the requesting user has the admin role in user_roles.';

revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;
