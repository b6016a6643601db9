create or replace function public.mail_data_names(p_data jsonb)
  returns jsonb language sql immutable parallel safe set search_path to ''
as $function$
  select case when jsonb_typeof(p_data) = 'object' then (
    select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
    from jsonb_each(p_data) e
    where not (
      e.key in ('name', 'first_name', 'last_name')
      and (jsonb_typeof(e.value) <> 'string' or public.mail_name(e.value #>> '{}') is null)
    )
  ) else p_data end
$function$;

comment on function "public"."mail_data_names"(jsonb) is 'A mail''s data without a top-level name, first_name or last_name that public.mail_name refuses (a link, a control character, empty).';

revoke all on function public.mail_data_names(p_data jsonb) from public, anon, authenticated, service_role;
grant execute on function public.mail_data_names(p_data jsonb) to service_role;
