create or replace function public.content_record_build_hook(p_status text)
  returns void language sql security definer set search_path to ''
as $function$
  insert into public.content_settings (id, last_build_hook_at, last_build_hook_status)
  values (true, now(), left(p_status, 200))
  on conflict (id) do update
  set last_build_hook_at = excluded.last_build_hook_at, last_build_hook_status = excluded.last_build_hook_status,
      rebuild_pending = false
$function$;

comment on function "public"."content_record_build_hook"(p_status text) is 'Records how the last call of the build hook went ("202", "timeout", ...), for the admin; the site is rebuilt, so no scheduled version waits for a rebuild any more.';

revoke all on function public.content_record_build_hook(p_status text) from public, anon, authenticated, service_role;
grant execute on function public.content_record_build_hook(p_status text) to service_role;
