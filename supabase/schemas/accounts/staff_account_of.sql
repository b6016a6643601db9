create or replace function public.staff_account_of(p_actor uuid, p_email text)
  returns table (user_id uuid, confirmed boolean, role text)
  language plpgsql stable security definer set search_path to ''
as $function$
begin
  perform public.staff_assert_owner(p_actor);
  return query
    select u.id, u.email_confirmed_at is not null, public.staff_role_of(u.id)
    from auth.users u where lower(u.email) = lower(btrim(p_email));
end;
$function$;

comment on function "public"."staff_account_of"(p_actor uuid, p_email text) is 'For the owner p_actor inviting p_email: the account with that address, if any (its id, whether it is confirmed, its staff role), so that an invitation to someone already staff is refused before any mail leaves. Called by the staff-admin Edge Function only.';

revoke all on function public.staff_account_of(p_actor uuid, p_email text) from public, anon, authenticated, service_role;
grant execute on function public.staff_account_of(p_actor uuid, p_email text) to service_role;
