create or replace function public.products_mark_site_rebuild()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  -- A published product was added, removed, or changed in what its pre-rendered page, the collection, the
  -- sitemap or the JSON-LD show (the triggers' WHEN leaves out the stock counters, which move with every sale):
  -- the scheduled content-admin run calls the static host's build hook within the minute.
  insert into public.content_settings (id, rebuild_pending) values (true, true)
  on conflict (id) do update set rebuild_pending = true where not public.content_settings.rebuild_pending;
  return null;
end;
$function$;

comment on function "public"."products_mark_site_rebuild"() is 'Trigger: a published product added, removed or changed (not its stock counters) marks the site for a rebuild (content_settings.rebuild_pending), which the scheduled content-admin run does through the build hook.';

revoke all on function public.products_mark_site_rebuild() from public, anon, authenticated, service_role;
