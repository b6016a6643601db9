create or replace function public.staff_set_role(
  p_actor  uuid,
  p_target uuid,
  p_role   text default null,
  p_invite boolean default false
)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_from text;
  v_actor_email text;
  v_target_email text;
begin
  perform public.staff_assert_owner(p_actor);
  if p_role is not null and p_role not in ('owner', 'admin', 'fulfilment') then
    raise exception 'staff_role_invalid' using errcode = 'check_violation', detail = p_role,
      hint = 'A staff role is owner, admin or fulfilment.';
  end if;
  -- One staff change at a time: two owners demoting each other at once must not leave the shop without one.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.staff_set_role'));
  select u.email into v_target_email from auth.users u where u.id = p_target;
  if v_target_email is null then
    raise exception 'staff_not_found' using errcode = 'PT404', hint = 'No account has this id.';
  end if;
  v_from := public.staff_role_of(p_target);
  if p_invite and v_from is not null then
    raise exception 'staff_already' using errcode = 'check_violation', detail = v_from,
      hint = pg_catalog.format('%s is already staff (%s).', v_target_email, v_from);
  end if;
  if v_from is not distinct from p_role then
    return jsonb_build_object('from_role', v_from, 'to_role', p_role, 'changed', false);
  end if;
  if v_from = 'owner'
     and (select count(*) from public.user_roles r where r.role = 'owner') <= 1 then
    raise exception 'last_owner' using errcode = 'check_violation',
      hint = 'The shop keeps at least one owner: make someone else owner first.';
  end if;

  delete from public.user_roles r where r.user_id = p_target and r.role <> 'member';
  if p_role is not null then
    insert into public.user_roles (user_id, role) values (p_target, p_role);
  end if;
  select u.email into v_actor_email from auth.users u where u.id = p_actor;
  insert into public.staff_role_changes (actor_id, actor_email, target_id, target_email, from_role, to_role)
  values (p_actor, v_actor_email, p_target, v_target_email, v_from, p_role);
  return jsonb_build_object('from_role', v_from, 'to_role', p_role, 'changed', true);
end;
$function$;

comment on function "public"."staff_set_role"(p_actor uuid, p_target uuid, p_role text, p_invite boolean) is 'The owner p_actor gives p_target the staff role p_role (null: no longer staff), recorded in staff_role_changes. Refuses owner_only (the actor is not an owner), staff_already (p_invite and the target is staff), last_owner (the only owner would lose the role). Called by the staff-admin Edge Function only.';

revoke all on function public.staff_set_role(p_actor uuid, p_target uuid, p_role text, p_invite boolean) from public, anon, authenticated, service_role;
grant execute on function public.staff_set_role(p_actor uuid, p_target uuid, p_role text, p_invite boolean) to service_role;
