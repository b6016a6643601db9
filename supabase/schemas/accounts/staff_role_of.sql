create or replace function public.staff_role_of(p_user_id uuid)
  returns text language sql stable security definer set search_path to ''
as $function$
  select r.role from public.user_roles as r where r.user_id = p_user_id and r.role <> 'member'
$function$;

comment on function "public"."staff_role_of"(p_user_id uuid) is 'The user''s staff role (owner, admin or fulfilment), or null for a customer: one row at most (user_roles_one_staff_role).';

revoke all on function public.staff_role_of(p_user_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.staff_role_of(p_user_id uuid) to service_role;
