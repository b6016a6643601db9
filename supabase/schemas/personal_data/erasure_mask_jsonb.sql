create or replace function public.erasure_mask_jsonb(p_value jsonb, p_terms text[])
  returns jsonb language sql immutable set search_path to ''
as $function$
  select case when p_value is null then null else public.erasure_mask(
    p_value::text,
    array(select substr(to_jsonb(t)::text, 2, length(to_jsonb(t)::text) - 2) from unnest(p_terms) t)
  )::jsonb end
$function$;

revoke all on function public.erasure_mask_jsonb(p_value jsonb, p_terms text[]) from public, anon, authenticated, service_role;
grant execute on function public.erasure_mask_jsonb(p_value jsonb, p_terms text[]) to service_role;
