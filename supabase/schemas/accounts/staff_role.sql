create or replace function public.staff_role()
  returns text language sql stable security definer set search_path to ''
as $function$
  select public.staff_role_of(auth.uid())
$function$;

comment on function "public"."staff_role"() is 'The requesting user''s staff role (owner, admin or fulfilment), or null.';

revoke all on function public.staff_role() from public, anon, authenticated, service_role;
grant execute on function public.staff_role() to anon, authenticated, service_role;
