create or replace function public.staff_members(p_actor uuid)
  returns table (
    user_id    uuid,
    email      text,
    role       text,
    two_factor boolean,
    invited_at timestamp with time zone,
    accepted   boolean,
    last_sign_in_at timestamp with time zone
  )
  language plpgsql stable security definer set search_path to ''
as $function$
begin
  perform public.staff_assert_owner(p_actor);
  return query
    select u.id, u.email::text, r.role,
      exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified'),
      u.invited_at,
      u.email_confirmed_at is not null,
      u.last_sign_in_at
    from public.user_roles r
    join auth.users u on u.id = r.user_id
    where r.role <> 'member'
    order by array_position(array['owner', 'admin', 'fulfilment'], r.role), u.email;
end;
$function$;

comment on function "public"."staff_members"(p_actor uuid) is 'The staff, for the owner p_actor (owner_only otherwise): each one''s email, role, whether two factors are set up, when invited and whether the invitation was accepted. Called by the staff-admin Edge Function only.';

revoke all on function public.staff_members(p_actor uuid) from public, anon, authenticated, service_role;
grant execute on function public.staff_members(p_actor uuid) to service_role;
