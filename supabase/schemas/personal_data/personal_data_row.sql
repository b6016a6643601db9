create or replace function public.personal_data_row(p_row jsonb)
  returns jsonb language sql immutable set search_path to ''
as $function$
  select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from jsonb_each(p_row) e
  where e.key !~ '(token|hash|secret|password|search_text|idempotency_key)'
$function$;

revoke all on function public.personal_data_row(p_row jsonb) from public, anon, authenticated, service_role;
grant execute on function public.personal_data_row(p_row jsonb) to service_role;
