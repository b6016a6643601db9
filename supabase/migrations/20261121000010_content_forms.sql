-- The two public forms of the brand pages: Join the Community (home) and the contact form (/contact).
-- Both write CRM rows that anon may not touch directly, so each is a SECURITY DEFINER function that checks its
-- input, writes exactly what the form means, and returns nothing (not even whether the address was known).
--
-- SECURITY DEFINER allow-list addition (see the block in 20261121000001_core.sql and
-- tests/integration/db-lint.test.ts):
--   anon, authenticated may execute:
--     public.join_community(text, text, text, text, text, text)
--       upserts a contact by email (never a duplicate), records consent; source 'community' on new contacts
--     public.submit_contact_message(text, text, text, text, text, text)
--       stores a contact-form message linked to its contact (created with source 'contact_form' if missing);
--       a filled honeypot drops the message silently; at most 5 messages per email and 20 per client address
--       per hour, else SQLSTATE PT429 with the message 'rate_limited'
--   Errors the forms translate: SQLSTATE 22023 with the message invalid_<field>, and PT429 rate_limited.

-- 'community' joins the sources; the contact form uses the existing 'contact_form'.
alter table public.contacts drop constraint contacts_source_check;
alter table public.contacts add constraint contacts_source_check
  check (source in ('signup', 'newsletter', 'community', 'checkout', 'contact_form', 'import', 'admin'));

-- The per-client bucket keys on a hash of the request's address, never the address itself.
alter table public.contact_messages add column client_hash text;

create index contact_messages_email_created_at_idx on public.contact_messages (email, created_at desc);
create index contact_messages_client_hash_created_at_idx
  on public.contact_messages (client_hash, created_at desc)
  where client_hash is not null;

-- The first address of x-forwarded-for in request.headers (set by PostgREST and by the local backend), hashed;
-- null when the request carries none (a direct SQL call).
create function public.request_client_hash()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  address text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  address := nullif(btrim(split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', 1)), '');
  if address is null then
    return null;
  end if;
  return encode(extensions.digest(address, 'sha256'), 'hex');
end;
$$;

revoke execute on function public.request_client_hash() from public, anon, authenticated;

create function public.join_community(
  first_name text,
  last_name text,
  email text,
  country text,
  phone text,
  locale text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_first text := btrim(coalesce(first_name, ''));
  v_last text := btrim(coalesce(last_name, ''));
  v_email text := btrim(coalesce(email, ''));
  v_country text := upper(btrim(coalesce(country, '')));
  v_phone text := btrim(coalesce(phone, ''));
  v_locale text := case when locale in ('en', 'fr') then locale end;
begin
  if length(v_first) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'invalid_first_name';
  end if;
  if length(v_last) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'invalid_last_name';
  end if;
  if length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception using errcode = '22023', message = 'invalid_email';
  end if;
  if v_country !~ '^[A-Z]{2}$' then
    raise exception using errcode = '22023', message = 'invalid_country';
  end if;
  if v_phone !~ '^\+?[0-9 ().-]{6,25}$' or length(regexp_replace(v_phone, '\D', '', 'g')) < 6 then
    raise exception using errcode = '22023', message = 'invalid_phone';
  end if;

  -- citext makes the conflict case-insensitive: a second sign-up with the same address updates the contact.
  -- The source stays whatever first brought the contact in; the community tag says they joined.
  insert into public.contacts as c
    (email, first_name, last_name, full_name, country, phone, locale, source, consent, consent_at, tags)
  values
    (v_email, v_first, v_last, v_first || ' ' || v_last, v_country, v_phone, v_locale, 'community', true,
     pg_catalog.now(), array['community'])
  on conflict on constraint contacts_email_key do update
  set first_name = excluded.first_name,
      last_name = excluded.last_name,
      full_name = excluded.full_name,
      country = excluded.country,
      phone = excluded.phone,
      locale = coalesce(c.locale, excluded.locale),
      consent = true,
      consent_at = case when c.consent then c.consent_at else pg_catalog.now() end,
      tags = case when 'community' = any (c.tags) then c.tags else pg_catalog.array_append(c.tags, 'community') end;
end;
$$;

comment on function public.join_community(text, text, text, text, text, text) is
  'Join the Community form: upsert a contact by email with consent; returns nothing.';

revoke execute on function public.join_community(text, text, text, text, text, text) from public;
grant execute on function public.join_community(text, text, text, text, text, text)
  to anon, authenticated, service_role;

create function public.submit_contact_message(
  name text,
  email text,
  subject text,
  message text,
  locale text default null,
  website text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_name text := btrim(coalesce(name, ''));
  v_email text := btrim(coalesce(email, ''));
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

  if length(v_name) not between 1 and 200 then
    raise exception using errcode = '22023', message = 'invalid_name';
  end if;
  if length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception using errcode = '22023', message = 'invalid_email';
  end if;
  if length(v_subject) not between 1 and 200 then
    raise exception using errcode = '22023', message = 'invalid_subject';
  end if;
  if length(v_message) not between 10 and 5000 then
    raise exception using errcode = '22023', message = 'invalid_message';
  end if;

  -- Serialise the requests of one address (and one client) so that the counts below cannot be raced.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('contact:' || lower(v_email), 0));
  if v_client is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('contact-client:' || v_client, 0));
  end if;

  if (select count(*) from public.contact_messages m
      where m.email = v_email::extensions.citext and m.created_at > pg_catalog.now() - interval '1 hour') >= 5
     or v_client is not null
     and (select count(*) from public.contact_messages m
          where m.client_hash = v_client and m.created_at > pg_catalog.now() - interval '1 hour') >= 20 then
    raise exception using errcode = 'PT429', message = 'rate_limited',
      hint = 'Too many messages from this address; try again in an hour.';
  end if;

  insert into public.contacts as c (email, full_name, locale, source)
  values (v_email, v_name, v_locale, 'contact_form')
  on conflict on constraint contacts_email_key do update
  set full_name = coalesce(c.full_name, excluded.full_name),
      locale = coalesce(c.locale, excluded.locale)
  returning c.id into v_contact;

  insert into public.contact_messages (contact_id, name, email, subject, message, locale, client_hash)
  values (v_contact, v_name, v_email, v_subject, v_message, v_locale, v_client);
end;
$$;

comment on function public.submit_contact_message(text, text, text, text, text, text) is
  'Contact form: store a message linked to its CRM contact; honeypot and per-email/per-client limits.';

revoke execute on function public.submit_contact_message(text, text, text, text, text, text) from public;
grant execute on function public.submit_contact_message(text, text, text, text, text, text)
  to anon, authenticated, service_role;
