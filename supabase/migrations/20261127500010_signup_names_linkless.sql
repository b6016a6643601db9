-- Sign-up names follow the name rule of 20261127500000 (issue 27 item 3): a name that could become a link in a
-- mail is refused at sign-up and at PUT /auth/v1/user, and never copied into the CRM.
--
-- public.check_user_metadata_names (latest body 20261123000430_signup_names.sql): the same checks, plus
--   public.name_has_link's rule, written out here because the trigger runs as the auth service's role
--   (supabase_auth_admin), which is given nothing of the API schema (tests/integration/linkless-names.test.ts
--   holds both to the same cases). Refused with 22023 invalid_full_name, detail `<key>: link`. Hosted GoTrue
--   answers a trigger's error with a generic 500: the sign-up form checks the same rule first, in both
--   languages (src/features/auth/auth-model.ts).
-- public.handle_new_user (latest body 20261123110000_contact_link_on_confirmed_email.sql): a name with a link
--   (an account made before this migration) is not copied into the contact.

create or replace function public.check_user_metadata_names()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_key text;
  v_name text;
begin
  if tg_op = 'UPDATE' and new.raw_user_meta_data is not distinct from old.raw_user_meta_data then
    return new;
  end if;
  foreach v_key in array array['full_name', 'name', 'first_name', 'last_name'] loop
    v_name := new.raw_user_meta_data ->> v_key;
    continue when v_name is null;
    continue when tg_op = 'UPDATE' and v_name is not distinct from (old.raw_user_meta_data ->> v_key);
    if pg_catalog.length(v_name) > 200 or v_name ~ '[\x01-\x1F\x7F]' then
      raise exception using errcode = '22023', message = 'invalid_full_name',
        detail = v_key || ': at most 200 characters, no control characters';
    end if;
    -- public.name_has_link, inline (see the header).
    if v_name ~ '[@＠:/\\<>]'
       or v_name ~ '[^[:space:]][.。．｡][^[:space:].,''’()-]'
       or v_name ~ '[\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]' then
      raise exception using errcode = '22023', message = 'invalid_full_name', detail = v_key || ': link',
        hint = 'A name cannot hold a web or email address: no @, :, /, \, < or >, and no dot right before a letter or digit.';
    end if;
  end loop;
  return new;
end;
$$;

revoke execute on function public.check_user_metadata_names() from public, anon, authenticated;

create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta_name text := public.mail_name(nullif(
    btrim(left(regexp_replace(new.raw_user_meta_data ->> 'full_name', '[\x01-\x1F\x7F]+', ' ', 'g'), 200)),
    ''
  ));
  meta_locale text := new.raw_user_meta_data ->> 'locale';
begin
  if new.email is null or new.email = '' then
    return new; -- phone-only accounts have nothing to key a contact on
  end if;
  if new.email_confirmed_at is null then
    return new; -- not proven yet: linked by the confirmation (trigger on_auth_user_email_confirmed)
  end if;

  insert into public.contacts (email, full_name, locale, source, user_id)
  values (
    new.email,
    meta_name,
    case when meta_locale in ('en', 'fr') then meta_locale end,
    'signup',
    new.id
  )
  on conflict (email) do update
  set user_id = coalesce(public.contacts.user_id, excluded.user_id),
      full_name = coalesce(public.contacts.full_name, excluded.full_name),
      locale = coalesce(public.contacts.locale, excluded.locale);

  return new;
exception
  -- The CRM must never stand between a person and their account: log and let the sign-up through.
  when others then
    raise warning 'handle_new_user: contact not created for user %: %', new.id, sqlerrm;
    return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;
