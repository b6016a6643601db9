create or replace function public.handle_new_user()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
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
$function$;

revoke all on function public.handle_new_user() from public, anon, authenticated, service_role;
grant execute on function public.handle_new_user() to service_role;
