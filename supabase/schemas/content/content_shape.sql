create or replace function public.content_shape(p_value jsonb)
  returns jsonb language sql immutable set search_path to ''
as $function$
  select case jsonb_typeof(p_value)
    when 'object' then coalesce(
      (select jsonb_object_agg(
         e.key, case when e.key in ('id', 'product') then e.value else public.content_shape(e.value) end)
       from jsonb_each(p_value) as e), '{}'::jsonb)
    when 'array' then coalesce(
      (select jsonb_agg(public.content_shape(a.value) order by a.ordinality)
       from jsonb_array_elements(p_value) with ordinality as a), '[]'::jsonb)
    else to_jsonb(jsonb_typeof(p_value))
  end
$function$;

comment on function "public"."content_shape"(p_value jsonb) is 'The structure of a JSON value with every leaf replaced by its type, except the values of id and product keys (a section''s anchor, a ritual step''s product), which are kept: two brand page texts with the same shape differ only in their words.';

revoke all on function public.content_shape(p_value jsonb) from public, anon, authenticated, service_role;
grant execute on function public.content_shape(p_value jsonb) to service_role;
