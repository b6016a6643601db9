create or replace function public.content_assert_admin(p_actor uuid)
  returns void language plpgsql stable set search_path to ''
as $function$
begin
  if p_actor is null or coalesce(public.staff_role_of(p_actor) not in ('owner', 'admin'), true) then
    raise exception 'content_forbidden' using errcode = '42501';
  end if;
end;
$function$;

comment on function "public"."content_assert_admin"(p_actor uuid) is 'Refuses (content_forbidden) unless p_actor is the owner or an admin: the content-admin Edge Function passes the caller it identified, after checking the session''s two factors.';

revoke all on function public.content_assert_admin(p_actor uuid) from public, anon, authenticated, service_role;
grant execute on function public.content_assert_admin(p_actor uuid) to service_role;
