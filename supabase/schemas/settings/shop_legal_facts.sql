create or replace function public.shop_legal_facts()
  returns jsonb language sql stable set search_path to ''
as $function$
  select jsonb_build_object('facts', s.legal_facts, 'missing', to_jsonb(public.legal_facts_missing(s.legal_facts)))
  from public.shop_settings s
  where s.id
$function$;

comment on function "public"."shop_legal_facts"() is 'The shop''s legal facts (all of them public: legal notice, terms, invoices) and the ones still missing, as {facts, missing}: what the build, the legal pages and the Edge Functions read.';

revoke all on function public.shop_legal_facts() from public, anon, authenticated, service_role;
grant execute on function public.shop_legal_facts() to anon, authenticated, service_role;
