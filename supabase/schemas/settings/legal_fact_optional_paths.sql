create or replace function public.legal_fact_optional_paths()
  returns text[] language sql immutable parallel safe set search_path to ''
as $function$
  -- The opening hours (shown on /contact): no law asks for them and an online shop may have none, so they never
  -- hold up selling.
  select array['contactHours.en', 'contactHours.fr']
$function$;

comment on function "public"."legal_fact_optional_paths"() is 'The facts of legal_fact_paths() the shop may sell without (legal_facts_missing() leaves them out): the contact page''s opening hours, in English and French.';

revoke all on function public.legal_fact_optional_paths() from public, anon, authenticated, service_role;
grant execute on function public.legal_fact_optional_paths() to anon, authenticated, service_role;
