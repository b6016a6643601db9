create or replace function public.unaccent_immutable(value text)
  returns text language sql immutable parallel safe strict set search_path to ''
as $function$
  select extensions.unaccent('extensions.unaccent'::regdictionary, value)
$function$;

comment on function "public"."unaccent_immutable"(text) is 'unaccent() with a fixed dictionary, usable in indexes and generated columns (CRM search).';

revoke all on function public.unaccent_immutable(value text) from public, anon, authenticated, service_role;
grant execute on function public.unaccent_immutable(value text) to anon, authenticated, public, service_role;
