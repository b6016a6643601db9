create or replace function public.content_set_build_hook(p_actor uuid, p_url text)
  returns public.content_settings language plpgsql security definer set search_path to ''
as $function$
declare
  v_settings public.content_settings;
  v_url text := nullif(btrim(coalesce(p_url, '')), '');
begin
  perform public.content_assert_admin(p_actor);
  if v_url is not null and (v_url !~ '^https://[^\s/?#]+[^\s]*$' or char_length(v_url) > 500) then
    raise exception 'content_build_hook_invalid' using errcode = 'P0001', detail = 'url';
  end if;
  insert into public.content_settings (id, build_hook_url) values (true, v_url)
  on conflict (id) do update set build_hook_url = excluded.build_hook_url
  returning * into v_settings;
  return v_settings;
end;
$function$;

comment on function "public"."content_set_build_hook"(p_actor uuid, p_url text) is 'Sets (or clears, with null) the static host''s build hook URL that publishing calls; https only.';

revoke all on function public.content_set_build_hook(p_actor uuid, p_url text) from public, anon, authenticated, service_role;
grant execute on function public.content_set_build_hook(p_actor uuid, p_url text) to service_role;
