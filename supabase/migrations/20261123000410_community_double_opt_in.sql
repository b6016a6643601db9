-- Join the Community by double opt-in, and a contact form that never rewrites a contact.
--
-- Until now join_community upserted the contact at once: anyone could type a customer's address and overwrite
-- their name, telephone and country, and record a marketing consent they never gave. Now an anonymous call
-- changes no contact at all: it stores a pending sign-up (the submitted details, a random token of which only
-- the sha256 is kept, an expiry) and queues a mail of kind community_confirmation to the address, with a link
-- to /community/confirm. Opening that link (confirm_community) is what creates or updates the contact and
-- records the consent: only the mailbox's owner can do it, once per link.
--
-- The link's origin comes from public.shop_settings.site_url, never from a request header: a forged Origin or
-- Host would turn the shop's own mail into a phishing link. Local default http://localhost:5173 (what
-- `npm run dev` serves, as supabase/config.toml's auth.site_url); on hosted, set it once after the first
-- deploy (README, "Hosted settings"):
--   update public.shop_settings set site_url = 'https://www.example.com';
--
-- SECURITY DEFINER allow-list addition (see tests/integration/db-lint.test.ts):
--   anon, authenticated may execute:
--     public.join_community(text, text, text, text, text, text)  (replaced: stores a pending sign-up, mails
--       the link; at most 10 sign-ups per client address an hour, 3 per address and client an hour, 10 mails
--       per address a day, else PT429 rate_limited)
--     public.submit_contact_message(text, text, text, text, text, text)  (replaced: links the message to the
--       contact, creating it when missing, never changing an existing one; at most 20 messages per client
--       address and 5 per address and client an hour, else PT429 rate_limited)
--     public.confirm_community(p_token text)  (applies the sign-up behind a mailed token, once; answers only
--       {status: confirmed | used | expired | unknown} and the first name it confirmed)
--   Errors the forms translate: SQLSTATE 22023 with the message invalid_<field> and the detail required,
--   too_long or control_characters; PT429 rate_limited.

-- ---------------------------------------------------------------------------------------------------------
-- Settings: one row, read by SQL that writes links into mail
-- ---------------------------------------------------------------------------------------------------------
create table public.shop_settings (
  id boolean primary key default true check (id),
  -- The shop's public origin (scheme, host and port, no path): links in mail start with it.
  site_url text not null default 'http://localhost:5173'
    check (site_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$'),
  updated_at timestamptz not null default now()
);

comment on table public.shop_settings is
  'One row of shop-wide settings read by SQL (site_url: the origin of the links in mail). Set by the owner, never by a request.';

insert into public.shop_settings (id) values (true);

alter table public.shop_settings enable row level security;
revoke all on public.shop_settings from anon, authenticated;

create function public.site_url()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce((select s.site_url from public.shop_settings s where s.id), 'http://localhost:5173')
$$;

revoke execute on function public.site_url() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Pending sign-ups
-- ---------------------------------------------------------------------------------------------------------
create table public.community_signups (
  id uuid primary key default gen_random_uuid(),
  token_hash bytea not null unique,
  email extensions.citext not null check (email::text ~ '^[^@\s]+@[^@\s]+$'),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null check (length(last_name) between 1 and 100),
  country text not null check (country ~ '^[A-Z]{2}$'),
  phone text not null check (length(phone) <= 25),
  locale text check (locale in ('en', 'fr')),
  client_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  confirmed_at timestamptz,
  contact_id uuid references public.contacts (id) on delete set null
);

comment on table public.community_signups is
  'Join the Community requests waiting for their mailed link (token_hash = sha256 of the token); confirmed_at once applied.';

create index community_signups_email_created_at_idx on public.community_signups (email, created_at desc);
create index community_signups_client_hash_created_at_idx
  on public.community_signups (client_hash, created_at desc)
  where client_hash is not null;
create index community_signups_expires_at_idx on public.community_signups (expires_at);
create index community_signups_contact_id_idx on public.community_signups (contact_id);

alter table public.community_signups enable row level security;
revoke all on public.community_signups from anon, authenticated;

-- The per-(address, client) bucket of the contact form.
create index contact_messages_email_client_created_at_idx
  on public.contact_messages (email, client_hash, created_at desc);

-- ---------------------------------------------------------------------------------------------------------
-- The confirmation mail, in the sign-up's language
-- ---------------------------------------------------------------------------------------------------------
create function public.queue_community_mail(p_signup_id uuid, p_token text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  s public.community_signups;
  fr boolean;
  v_link text;
  v_subject text;
  v_body text;
begin
  select * into s from public.community_signups where id = p_signup_id;
  if not found then
    return;
  end if;
  fr := s.locale = 'fr';
  v_link := public.site_url() || '/community/confirm?token=' || p_token;
  if fr then
    v_subject := 'Confirmez votre inscription à la communauté Maison Immortela';
    v_body := 'Bonjour ' || s.first_name || E',\n\n'
      || E'Quelqu''un, vous sans doute, a demandé à rejoindre la communauté Maison Immortela avec cette adresse et ces informations :\n'
      || 'Nom : ' || s.first_name || ' ' || s.last_name || E'\n'
      || 'Pays : ' || s.country || E'\n'
      || 'Téléphone : ' || s.phone || E'\n\n'
      || E'Pour confirmer et recevoir nos lettres, ouvrez ce lien dans les 3 jours :\n'
      || v_link || E'\n\n'
      || E'Si ce n''était pas vous, ignorez ce message : rien n''est enregistré tant que le lien n''est pas ouvert.\n\n'
      || 'Maison Immortela';
  else
    v_subject := 'Confirm your place in the Maison Immortela community';
    v_body := 'Hello ' || s.first_name || E',\n\n'
      || E'Someone, we hope you, asked to join the Maison Immortela community with this address and these details:\n'
      || 'Name: ' || s.first_name || ' ' || s.last_name || E'\n'
      || 'Country: ' || s.country || E'\n'
      || 'Telephone: ' || s.phone || E'\n\n'
      || E'To confirm and receive our letters, open this link within 3 days:\n'
      || v_link || E'\n\n'
      || E'If it was not you, ignore this message: nothing is recorded until the link is opened.\n\n'
      || 'Maison Immortela';
  end if;
  insert into public.email_outbox (to_email, subject, body_text, locale, kind)
  values (s.email::text, v_subject, v_body, case when fr then 'fr' else 'en' end, 'community_confirmation');
end;
$$;

revoke execute on function public.queue_community_mail(uuid, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- join_community: a pending sign-up and its mail; no contact is touched
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.join_community(
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
  v_client text := public.request_client_hash();
  v_token text;
  v_id uuid;
begin
  if v_first = '' then
    raise exception using errcode = '22023', message = 'invalid_first_name', detail = 'required';
  elsif length(v_first) > 100 then
    raise exception using errcode = '22023', message = 'invalid_first_name', detail = 'too_long';
  elsif public.has_control_characters(v_first) then
    raise exception using errcode = '22023', message = 'invalid_first_name', detail = 'control_characters';
  end if;
  if v_last = '' then
    raise exception using errcode = '22023', message = 'invalid_last_name', detail = 'required';
  elsif length(v_last) > 100 then
    raise exception using errcode = '22023', message = 'invalid_last_name', detail = 'too_long';
  elsif public.has_control_characters(v_last) then
    raise exception using errcode = '22023', message = 'invalid_last_name', detail = 'control_characters';
  end if;
  if length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or public.has_control_characters(v_email) then
    raise exception using errcode = '22023', message = 'invalid_email', detail = 'invalid';
  end if;
  if v_country !~ '^[A-Z]{2}$' then
    raise exception using errcode = '22023', message = 'invalid_country', detail = 'invalid';
  end if;
  if v_phone !~ '^\+?[0-9 ().-]{6,25}$' or length(regexp_replace(v_phone, '\D', '', 'g')) < 6 then
    raise exception using errcode = '22023', message = 'invalid_phone', detail = 'invalid';
  end if;

  -- Serialise the requests of one address, then of one client, so that the counts below cannot be raced
  -- (the same order as the contact form takes its locks).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('community:' || lower(v_email), 0));
  if v_client is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('community-client:' || v_client, 0));
  end if;

  -- Per client: sign-ups for many addresses. Per address and client: one visitor retrying. Per address over
  -- a day, from anywhere: how much of our mail one inbox can be sent. Addresses compare with citext's own
  -- operator, named: with an empty search_path a bare = would compare them as text, case-sensitively, and
  -- ELISE@ would count apart from elise@.
  if v_client is not null
     and (select count(*) from public.community_signups s
          where s.client_hash = v_client and s.created_at > pg_catalog.now() - interval '1 hour') >= 10
     or (select count(*) from public.community_signups s
         where s.email operator(extensions.=) v_email::extensions.citext and s.client_hash is not distinct from v_client
           and s.created_at > pg_catalog.now() - interval '1 hour') >= 3
     or (select count(*) from public.community_signups s
         where s.email operator(extensions.=) v_email::extensions.citext and s.created_at > pg_catalog.now() - interval '1 day') >= 10 then
    raise exception using errcode = 'PT429', message = 'rate_limited',
      hint = 'Too many sign-ups from this address; try again later.';
  end if;

  v_token := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
  insert into public.community_signups
    (token_hash, email, first_name, last_name, country, phone, locale, client_hash, expires_at)
  values
    (extensions.digest(v_token, 'sha256'), v_email, v_first, v_last, v_country, v_phone, v_locale, v_client,
     pg_catalog.now() + interval '3 days')
  returning id into v_id;

  perform public.queue_community_mail(v_id, v_token);

  -- Sign-ups nobody confirmed are of no use once expired; clear them now and then.
  if random() < 0.05 then
    delete from public.community_signups
    where confirmed_at is null and expires_at < pg_catalog.now() - interval '30 days';
  end if;
end;
$$;

comment on function public.join_community(text, text, text, text, text, text) is
  'Join the Community form: stores a pending sign-up and mails its confirmation link; changes no contact; returns nothing.';

-- ---------------------------------------------------------------------------------------------------------
-- confirm_community: the mailed link, applied once
-- ---------------------------------------------------------------------------------------------------------
create function public.confirm_community(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_signup public.community_signups;
  v_contact uuid;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('status', 'unknown');
  end if;
  -- Digests are compared, not tokens; the row lock makes a second, concurrent opening see it used.
  select * into v_signup
  from public.community_signups s
  where s.token_hash = extensions.digest(p_token, 'sha256')
  for update;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;
  if v_signup.confirmed_at is not null then
    return jsonb_build_object('status', 'used');
  end if;
  if v_signup.expires_at <= pg_catalog.now() then
    return jsonb_build_object('status', 'expired');
  end if;

  -- The link proves the address: the details it was sent with become the contact's, with consent. citext
  -- makes the conflict case-insensitive; the source stays whatever first brought the contact in.
  insert into public.contacts as c
    (email, first_name, last_name, full_name, country, phone, locale, source, consent, consent_at, tags)
  values
    (v_signup.email, v_signup.first_name, v_signup.last_name, v_signup.first_name || ' ' || v_signup.last_name,
     v_signup.country, v_signup.phone, v_signup.locale, 'community', true, pg_catalog.now(), array['community'])
  on conflict on constraint contacts_email_key do update
  set first_name = excluded.first_name,
      last_name = excluded.last_name,
      full_name = excluded.full_name,
      country = excluded.country,
      phone = excluded.phone,
      locale = coalesce(excluded.locale, c.locale),
      consent = true,
      consent_at = case when c.consent then c.consent_at else pg_catalog.now() end,
      tags = case when 'community' = any (c.tags) then c.tags else pg_catalog.array_append(c.tags, 'community') end
  returning c.id into v_contact;

  update public.community_signups
  set confirmed_at = pg_catalog.now(), contact_id = v_contact
  where id = v_signup.id;

  return jsonb_build_object('status', 'confirmed', 'first_name', v_signup.first_name);
end;
$$;

comment on function public.confirm_community(text) is
  'The /community/confirm link: applies a pending sign-up once (contact and consent); {status: confirmed | used | expired | unknown}.';

revoke execute on function public.confirm_community(text) from public;
grant execute on function public.confirm_community(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- submit_contact_message: the message is stored; an existing contact is never changed
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.submit_contact_message(
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

  if v_name = '' then
    raise exception using errcode = '22023', message = 'invalid_name', detail = 'required';
  elsif length(v_name) > 200 then
    raise exception using errcode = '22023', message = 'invalid_name', detail = 'too_long';
  elsif public.has_control_characters(v_name) then
    raise exception using errcode = '22023', message = 'invalid_name', detail = 'control_characters';
  end if;
  if length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or public.has_control_characters(v_email) then
    raise exception using errcode = '22023', message = 'invalid_email', detail = 'invalid';
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
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('contact:' || lower(v_email), 0));
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
$$;

comment on function public.submit_contact_message(text, text, text, text, text, text) is
  'Contact form: store a message linked to its CRM contact (never changing an existing one); honeypot and per-client, per-address-and-client limits.';
