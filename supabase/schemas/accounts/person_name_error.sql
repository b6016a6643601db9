create or replace function public.person_name_error(p_value text, p_max integer default 100)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select case
    when coalesce(btrim(p_value), '') = '' then 'required'
    when length(btrim(p_value)) > p_max then 'too_long'
    when public.has_control_characters(p_value) then 'control_characters'
    when public.name_has_link(p_value) then 'link'
  end
$function$;

comment on function "public"."person_name_error"(text, integer) is 'What is wrong with a typed name: null, required, too_long, control_characters or link (public.name_has_link).';

revoke all on function public.person_name_error(p_value text, p_max integer) from public, anon, authenticated, service_role;
grant execute on function public.person_name_error(p_value text, p_max integer) to service_role;
