create or replace function public.current_terms_version(p_facts_set text)
  returns text language sql stable set search_path to ''
as $function$
  select v.id from public.terms_versions v
  where v.facts_set = p_facts_set
  order by v.recorded_at desc, v.id
  limit 1;
$function$;

comment on function "public"."current_terms_version"(text) is 'The terms version checkout accepts for a facts set (demo or production): the latest recorded.';

revoke all on function public.current_terms_version(p_facts_set text) from public, anon, authenticated, service_role;
grant execute on function public.current_terms_version(p_facts_set text) to anon, authenticated, service_role;
