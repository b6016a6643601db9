-- One plain email address, normalized once, for every place a visitor types one (community, checkout, contact
-- form, order lookup). A plain address is `local@domain` and nothing else: no display name, no angle brackets,
-- no spaces, no comments, no quoted local part, no bidirectional or zero-width characters, ASCII only (an
-- internationalized domain is accepted in its punycode form, `xn--...`). Mail servers accept far more, and that
-- is the hole: `n1<victim@example.com>` passed the old `^[^@\s]+@[^@\s]+\.[^@\s]+$` check and was delivered to
-- victim@example.com, past the per-inbox limits that counted the text as typed.
--
-- Normalized: trimmed and lower-cased (the local part is case-sensitive in theory, never in practice, and the
-- tables compare addresses as citext anyway), so every per-address limit counts one spelling.
--
-- Functions: public.plain_email(text) -- immutable; null when the text is not one plain address (callers raise
--   their own error, in their own words).

create function public.plain_email(p_email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select v.email
  from (select lower(btrim(p_email, E' \t\r\n')) as email) v
  where length(v.email) <= 254
    -- local part: the dot-atom of RFC 5322 (letters, digits and !#$%&'*+/=?^_`{|}~-, dots between atoms),
    -- at most 64 characters; domain: two or more DNS labels of letters, digits and inner hyphens.
    and v.email ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
    and length(split_part(v.email, '@', 1)) <= 64
$$;

comment on function public.plain_email(text) is
  'The one plain address (local@domain, ASCII, trimmed, lower-cased) the text is, or null when it is anything else (display name, angle brackets, spaces, bidi or zero-width characters, more than one @).';

revoke execute on function public.plain_email(text) from public, anon, authenticated;
