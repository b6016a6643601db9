create or replace function public.admin_write_allowed()
  returns boolean language sql stable set search_path to ''
as $function$
  select not public.is_staff() or coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
$function$;

comment on function "public"."admin_write_allowed"() is 'False for staff (owner, admin, fulfilment) whose session has not passed two-factor authentication (aal1); true otherwise.';

revoke all on function public.admin_write_allowed() from public, anon, authenticated, service_role;
grant execute on function public.admin_write_allowed() to anon, authenticated, public, service_role;
