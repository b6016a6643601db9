create or replace function public.staff_assert_owner(p_actor uuid)
  returns void language plpgsql stable set search_path to ''
as $function$
begin
  if public.staff_role_of(p_actor) is distinct from 'owner' then
    raise exception 'owner_only' using errcode = 'insufficient_privilege',
      hint = 'Only an owner manages staff.';
  end if;
end;
$function$;

comment on function "public"."staff_assert_owner"(p_actor uuid) is 'Refuses (owner_only) unless p_actor is an owner: the staff functions'' guard; the staff-admin Edge Function passes the caller it identified.';

revoke all on function public.staff_assert_owner(p_actor uuid) from public, anon, authenticated, service_role;
grant execute on function public.staff_assert_owner(p_actor uuid) to service_role;
