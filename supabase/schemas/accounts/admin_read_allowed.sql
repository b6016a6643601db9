create or replace function public.admin_read_allowed()
  returns boolean language sql stable set search_path to ''
as $function$
  select public.admin_write_allowed()
$function$;

comment on function "public"."admin_read_allowed"() is 'False for staff whose session has not passed two-factor authentication (aal1): such a session reads no personal data. True otherwise (members, anon). The rule of public.admin_write_allowed().';

revoke all on function public.admin_read_allowed() from public, anon, authenticated, service_role;
grant execute on function public.admin_read_allowed() to anon, authenticated, service_role;
