create or replace function public.is_staff()
  returns boolean language sql stable set search_path to ''
as $function$
  select public.staff_role() is not null
$function$;

comment on function "public"."is_staff"() is 'True when the requesting user holds any staff role (owner, admin, fulfilment): who may work on orders, parcels and withdrawals.';

revoke all on function public.is_staff() from public, anon, authenticated, service_role;
grant execute on function public.is_staff() to anon, authenticated, service_role;
