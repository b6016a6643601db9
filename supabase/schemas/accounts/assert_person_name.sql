create or replace function public.assert_person_name(p_field text, p_value text, p_max integer default 100)
  returns text language plpgsql immutable set search_path to ''
as $function$
declare
  v_error text := public.person_name_error(p_value, p_max);
begin
  if v_error is not null then
    raise exception using errcode = '22023', message = 'invalid_' || p_field, detail = v_error,
      hint = case v_error
        when 'required' then 'The name is required.'
        when 'too_long' then 'The name is at most ' || p_max || ' characters long.'
        when 'control_characters' then 'The name cannot hold control characters.'
        else 'A name cannot hold a web or email address: no @, :, /, \, < or >, and no dot right before a letter or digit.'
      end;
  end if;
  return btrim(p_value);
end;
$function$;

comment on function "public"."assert_person_name"(text, text, integer) is 'Raises 22023 invalid_<field> (detail required | too_long | control_characters | link) for a typed name a form must refuse; else the trimmed name.';

revoke all on function public.assert_person_name(p_field text, p_value text, p_max integer) from public, anon, authenticated, service_role;
grant execute on function public.assert_person_name(p_field text, p_value text, p_max integer) to service_role;
