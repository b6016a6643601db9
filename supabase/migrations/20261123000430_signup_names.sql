-- Sign-up names: at most 200 characters and no control characters, refused by the database whatever the client.
--
-- The sign-up form sends the name as user_metadata.full_name; nothing but the form checked it, so a direct
-- call to /auth/v1/signup (or PUT /auth/v1/user) could store a name of any length and any bytes, and the
-- contact trigger copied it into the CRM. Now a BEFORE trigger on auth.users refuses a new or changed name
-- (full_name, name, first_name, last_name) longer than 200 characters or holding a control character, with
-- SQLSTATE 22023 invalid_full_name. Hosted GoTrue answers any trigger error with a generic 500 ("Database
-- error saving new user" on sign-up), and so does the local backend: the clear message is the form's
-- (src/features/auth/auth-model.ts validates the same rule in both languages); this is the lock behind it.
-- An update that leaves the names as they were is never refused (an older account keeps signing in).
--
-- The trigger function is SECURITY INVOKER and calls nothing of the API schema: it runs as the auth
-- service's role (supabase_auth_admin), which needs no privilege on public for it.
create function public.check_user_metadata_names()
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
  end loop;
  return new;
end;
$$;

revoke execute on function public.check_user_metadata_names() from public, anon, authenticated;

create trigger check_user_metadata_names
  before insert or update on auth.users
  for each row execute function public.check_user_metadata_names();

-- The contact a sign-up creates takes the name capped and cleaned all the same (accounts made before the
-- trigger above, or by an admin tool that writes auth.users itself).
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta_name text := nullif(
    btrim(left(regexp_replace(new.raw_user_meta_data ->> 'full_name', '[\x01-\x1F\x7F]+', ' ', 'g'), 200)),
    ''
  );
  meta_locale text := new.raw_user_meta_data ->> 'locale';
begin
  if new.email is null or new.email = '' then
    return new; -- phone-only accounts have nothing to key a contact on
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
