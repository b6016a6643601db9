-- Names that cannot become links in a mail (issue 27 item 3). A visitor's first name was the first link of the
-- shop's confirmation mail: the HTML layout linked any http(s) URL in a paragraph, and mail clients link on
-- their own anything shaped like an address or a domain, in the HTML and the text part alike. Escaping cannot
-- stop a client from linking `evil.example`, so the rule is at input: a name a person types (community
-- sign-up, contact form, sign-up, checkout) holds no web or mail address, and a mail never greets anyone with
-- such a name (enqueue_mail drops it, 20261127500100; the send-emails templates too).
--
-- A name "has a link" when it holds:
--   - @ (or the full-width ＠), a colon, a slash or backslash, < or >: addresses, schemes (http:, mailto:,
--     javascript:), paths, bracketed addresses;
--   - a dot (or the ideographic and full-width dots IDNA reads as one) between a character and a letter or
--     digit: `evil.example`, `www.x`, `a.b`; a dot before a space, a hyphen, an apostrophe or the end stays
--     (`J.-P. Sartre`, `Ada L.`);
--   - an invisible formatting character (soft hyphen, zero-width and bidirectional controls, BOM) that could
--     hide one of those from the person reading it.
--
-- Functions:
--   public.name_has_link(text)              immutable: the rule above.
--   public.person_name_error(text, integer) immutable: null, or required | too_long | control_characters | link.
--   public.assert_person_name(text, text, integer)  raises 22023 invalid_<field> (detail: the error, hint: the
--     sentence) or answers the trimmed name. For every form that takes a name, checkout included
--     (create_checkout_order may call `public.assert_person_name('name', v_name, 200)`).
--   public.mail_name(text)                  immutable: the name when a mail may greet with it, else null.
-- None is callable through the API.

create function public.name_has_link(p_text text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    p_text ~ '[@＠:/\\<>]'
    or p_text ~ '[^[:space:]][.。．｡][^[:space:].,''’()-]'
    or p_text ~ '[\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]',
    false
  )
$$;

comment on function public.name_has_link(text) is
  'Whether a typed name holds what a mail client could make a link or an address: @, :, /, \, <, >, a dot before a letter or digit, or an invisible formatting character.';

create function public.person_name_error(p_value text, p_max integer default 100)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when coalesce(btrim(p_value), '') = '' then 'required'
    when length(btrim(p_value)) > p_max then 'too_long'
    when public.has_control_characters(p_value) then 'control_characters'
    when public.name_has_link(p_value) then 'link'
  end
$$;

comment on function public.person_name_error(text, integer) is
  'What is wrong with a typed name: null, required, too_long, control_characters or link (public.name_has_link).';

create function public.assert_person_name(p_field text, p_value text, p_max integer default 100)
returns text
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

comment on function public.assert_person_name(text, text, integer) is
  'Raises 22023 invalid_<field> (detail required | too_long | control_characters | link) for a typed name a form must refuse; else the trimmed name.';

create function public.mail_name(p_name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when public.name_has_link(p_name) or public.has_control_characters(p_name) then null
    else nullif(btrim(p_name), '')
  end
$$;

comment on function public.mail_name(text) is
  'The name a mail may greet with, or null when it is empty or could become a link (public.name_has_link).';

revoke execute on function public.name_has_link(text) from public, anon, authenticated;
revoke execute on function public.person_name_error(text, integer) from public, anon, authenticated;
revoke execute on function public.assert_person_name(text, text, integer) from public, anon, authenticated;
revoke execute on function public.mail_name(text) from public, anon, authenticated;
