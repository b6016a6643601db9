create or replace function public.has_control_characters(p_text text, p_multiline boolean default false)
  returns boolean language sql immutable parallel safe set search_path to ''
as $function$
  select case
    when p_text is null then false
    when p_multiline then p_text ~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]'
    else p_text ~ '[\x01-\x1F\x7F]'
  end
$function$;

comment on function "public"."has_control_characters"(text, boolean) is 'Whether free text holds control characters (tab, LF and CR allowed when p_multiline).';

revoke all on function public.has_control_characters(p_text text, p_multiline boolean) from public, anon, authenticated, service_role;
grant execute on function public.has_control_characters(p_text text, p_multiline boolean) to service_role;
