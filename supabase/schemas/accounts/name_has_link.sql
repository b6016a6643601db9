create or replace function public.name_has_link(p_text text)
  returns boolean language sql immutable parallel safe set search_path to ''
as $function$
  select coalesce(
    p_text ~ '[@＠:/\\<>]'
    or p_text ~ '[^[:space:]][.。．｡][^[:space:].,''’()-]'
    or p_text ~ '[\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]',
    false
  )
$function$;

comment on function "public"."name_has_link"(text) is 'Whether a typed name holds what a mail client could make a link or an address: @, :, /, \, <, >, a dot before a letter or digit, or an invisible formatting character.';

revoke all on function public.name_has_link(p_text text) from public, anon, authenticated, service_role;
grant execute on function public.name_has_link(p_text text) to service_role;
