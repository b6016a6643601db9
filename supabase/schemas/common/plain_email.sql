create or replace function public.plain_email(p_email text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select v.email
  from (select lower(btrim(p_email, E' \t\r\n')) as email) v
  where length(v.email) <= 254
    -- local part: the dot-atom of RFC 5322 (letters, digits and !#$%&'*+/=?^_`{|}~-, dots between atoms),
    -- at most 64 characters; domain: two or more DNS labels of letters, digits and inner hyphens.
    and v.email ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
    and length(split_part(v.email, '@', 1)) <= 64
$function$;

comment on function "public"."plain_email"(text) is 'The one plain address (local@domain, ASCII, trimmed, lower-cased) the text is, or null when it is anything else (display name, angle brackets, spaces, bidi or zero-width characters, more than one @).';

revoke all on function public.plain_email(p_email text) from public, anon, authenticated, service_role;
grant execute on function public.plain_email(p_email text) to service_role;
