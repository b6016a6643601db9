create or replace function public.content_blank_strings(p_value jsonb, p_path text default '')
  returns setof text language plpgsql immutable set search_path to ''
as $function$
declare
  v_entry record;
begin
  case jsonb_typeof(p_value)
    when 'string' then
      if btrim(p_value #>> '{}') = '' then return next p_path; end if;
    when 'object' then
      for v_entry in select e.key, e.value from jsonb_each(p_value) as e order by e.key loop
        return query select public.content_blank_strings(
          v_entry.value, case when p_path = '' then v_entry.key else p_path || '.' || v_entry.key end);
      end loop;
    when 'array' then
      for v_entry in select a.ordinality, a.value from jsonb_array_elements(p_value) with ordinality as a loop
        return query select public.content_blank_strings(
          v_entry.value, case when p_path = '' then (v_entry.ordinality - 1)::text
                              else p_path || '.' || (v_entry.ordinality - 1)::text end);
      end loop;
    else
      null;
  end case;
end;
$function$;

comment on function "public"."content_blank_strings"(p_value jsonb, p_path text) is 'The paths (story.sections.2.lead) of the empty texts in a brand page''s words.';

revoke all on function public.content_blank_strings(p_value jsonb, p_path text) from public, anon, authenticated, service_role;
grant execute on function public.content_blank_strings(p_value jsonb, p_path text) to service_role;
