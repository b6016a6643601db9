create or replace function public.submit_contact_message (
  name    text,
  email   text,
  subject text,
  message text,
  locale  text default null::text,
  website text default null::text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
#variable_conflict use_variable
declare
  v_name text;
  v_email text := public.plain_email(email);
  v_subject text := btrim(coalesce(subject, ''));
  v_message text := btrim(coalesce(message, ''));
  v_locale text := case when locale in ('en', 'fr') then locale end;
  v_client text := public.request_client_hash();
  v_contact uuid;
begin
  -- The honeypot: people never see the field, form-filling robots do. Answer as if all went well.
  if nullif(btrim(coalesce(website, '')), '') is not null then
    return;
  end if;

  v_name := public.assert_person_name('name', name, 200);
  if v_email is null then
    raise exception using errcode = '22023', message = 'invalid_email', detail = 'invalid',
      hint = 'Type one plain email address, such as name@example.com.';
  end if;
  if v_subject = '' then
    raise exception using errcode = '22023', message = 'invalid_subject', detail = 'required';
  elsif length(v_subject) > 200 then
    raise exception using errcode = '22023', message = 'invalid_subject', detail = 'too_long';
  elsif public.has_control_characters(v_subject) then
    raise exception using errcode = '22023', message = 'invalid_subject', detail = 'control_characters';
  end if;
  if length(v_message) < 10 then
    raise exception using errcode = '22023', message = 'invalid_message', detail = 'too_short';
  elsif length(v_message) > 5000 then
    raise exception using errcode = '22023', message = 'invalid_message', detail = 'too_long';
  elsif public.has_control_characters(v_message, true) then
    raise exception using errcode = '22023', message = 'invalid_message', detail = 'control_characters';
  end if;

  -- Serialise the requests of one address (and one client) so that the counts below cannot be raced.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('contact:' || v_email, 0));
  if v_client is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('contact-client:' || v_client, 0));
  end if;

  -- Per client: many messages whatever the addresses typed. Per address and client: one sender insisting.
  -- The address's count is kept per client so that someone else's flood never silences its owner.
  if v_client is not null
     and (select count(*) from public.contact_messages m
          where m.client_hash = v_client and m.created_at > pg_catalog.now() - interval '1 hour') >= 20
     or (select count(*) from public.contact_messages m
         where m.email operator(extensions.=) v_email::extensions.citext and m.client_hash is not distinct from v_client
           and m.created_at > pg_catalog.now() - interval '1 hour') >= 5 then
    raise exception using errcode = 'PT429', message = 'rate_limited',
      hint = 'Too many messages from this address; try again in an hour.';
  end if;

  -- A new address becomes a contact (no consent); an existing contact is left exactly as it is.
  insert into public.contacts (email, full_name, locale, source)
  values (v_email, v_name, v_locale, 'contact_form')
  on conflict on constraint contacts_email_key do nothing
  returning id into v_contact;
  if v_contact is null then
    select c.id into v_contact from public.contacts c where c.email operator(extensions.=) v_email::extensions.citext;
  end if;

  insert into public.contact_messages (contact_id, name, email, subject, message, locale, client_hash)
  values (v_contact, v_name, v_email, v_subject, v_message, v_locale, v_client);
end;
$function$;

comment on function "public"."submit_contact_message"(text, text, text, text, text, text) is
  'Contact form: store a message from one plain address, linked to its CRM contact (never changing an existing one); honeypot and per-client, per-address-and-client limits.';

revoke all on function public.submit_contact_message(name text, email text, subject text, message text, locale text, website text) from public, anon, authenticated, service_role;
grant execute on function public.submit_contact_message(name text, email text, subject text, message text, locale text, website text) to anon, authenticated, service_role;
