create or replace function public.assert_current_terms_version(p_version text)
  returns text language plpgsql stable set search_path to ''
as $function$
declare
  v_set text;
begin
  select v.facts_set into v_set from public.terms_versions v where v.id = p_version;
  if not found then
    raise exception 'terms_version_unknown' using errcode = 'P0001', detail = 'accept_terms',
      hint = 'These terms of sale are not the shop''s: reload the page and accept the terms it shows.';
  end if;
  if p_version is distinct from public.current_terms_version(v_set) then
    raise exception 'terms_version_outdated' using errcode = 'P0001', detail = 'accept_terms',
      hint = 'The terms of sale have changed since this page was loaded: reload it and read them again.';
  end if;
  return p_version;
end;
$function$;

revoke all on function public.assert_current_terms_version(p_version text) from public, anon, authenticated, service_role;
grant execute on function public.assert_current_terms_version(p_version text) to service_role;
