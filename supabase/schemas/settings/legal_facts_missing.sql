create or replace function public.legal_facts_missing(p_facts jsonb)
  returns text[] language sql immutable parallel safe set search_path to ''
as $function$
  select coalesce(array_agg(p.path order by p.n), '{}')
  from unnest(public.legal_fact_paths()) with ordinality as p(path, n)
  cross join lateral (select p_facts #> pg_catalog.string_to_array(p.path, '.') as value) v
  where p.path <> all (public.legal_fact_optional_paths())
    and (v.value is null
         or (jsonb_typeof(v.value) = 'string' and btrim(v.value #>> '{}') = '')
         or (jsonb_typeof(v.value) = 'array' and jsonb_array_length(v.value) = 0))
$function$;

comment on function "public"."legal_facts_missing"(jsonb) is 'The required facts (paths of legal_fact_paths(), not of legal_fact_optional_paths()) still empty: the shop does not sell while any is.';

revoke all on function public.legal_facts_missing(p_facts jsonb) from public, anon, authenticated, service_role;
grant execute on function public.legal_facts_missing(p_facts jsonb) to anon, authenticated, service_role;
