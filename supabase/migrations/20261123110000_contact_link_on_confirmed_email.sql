-- An account is linked to the CRM contact of its email address only once the address is proven.
--
-- The contact of an address gathers what the shop knows under it: guest orders, contact messages, community
-- sign-ups, the staff's notes. "Download my data" (export_my_data) and the erasure (erase_person) follow the
-- account's contact to all of that (personal_data_scope). Linking at sign-up, before anyone proved they read
-- the address's mail, let a stranger sign up with a customer's address and download or erase that customer's
-- history. Sign-up now needs the mailed confirmation (config.toml `enable_confirmations = true`, hosted's
-- default: keep it on in the dashboard, Authentication > Sign In / Providers > Email > Confirm email), and the
-- database keeps the rule whatever that setting says: an account whose address is unconfirmed gets no contact;
-- the contact is created or linked when `email_confirmed_at` is first set (the confirmation link, a recovery
-- link, or an admin creating a confirmed user), and only to a contact no other account holds.

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

create trigger on_auth_user_email_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function public.handle_new_user();

-- Accounts made before this migration whose address was never confirmed lose the link they got at sign-up
-- (nothing is deleted: the contact stays, without the account, until the address is confirmed).
update public.contacts c
set user_id = null
from auth.users u
where c.user_id = u.id and u.email_confirmed_at is null;
