create or replace function public.tracking_number_normalize(p_number text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select upper(regexp_replace(coalesce(p_number, ''), '\s+', '', 'g'))
$function$;

comment on function "public"."tracking_number_normalize"(text) is 'A tracking number as stored: upper case, without spaces.';

revoke all on function public.tracking_number_normalize(p_number text) from public, anon, authenticated, service_role;
grant execute on function public.tracking_number_normalize(p_number text) to anon, authenticated, public, service_role;
