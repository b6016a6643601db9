-- Join the Community (issue 27 items 3 and 6): one plain address, names without links, no lockout of an
-- address's owner, and a confirmation that never overwrites a contact's details.
--
-- public.join_community (latest body 20261123000410_community_double_opt_in.sql):
--   - the address goes through public.plain_email, once: `n1<victim@example.com>` is refused (22023
--     invalid_email) instead of being stored, mailed to victim@example.com and counted apart from it; every
--     count below counts the normalized address;
--   - first and last names through public.assert_person_name (22023 invalid_first_name | invalid_last_name,
--     detail required | too_long | control_characters | link);
--   - the address's daily cap (10 sign-ups a day from anywhere) binds only a client that has already signed
--     this address up that day: a stranger's sign-ups of an address used to lock its owner out for a day; now
--     the owner's first request from their own connection always gets its mail, and every other client can
--     add one mail at most (plus its own per-client and per-address-and-client limits, unchanged).
-- public.confirm_community (latest body 20261123000410): an existing contact keeps its names, country,
--   telephone and language; the sign-up only fills what the contact lacks (the names only when it has none),
--   records the consent and the tag. A sign-up whose stored address is not one plain address (made before
--   this migration) confirms nothing and answers expired.
-- public.queue_community_mail (latest body 20261123200400_community_mail_templated.sql): the telephone is shown
--   with spaces for dots (`06.12.34.56.78`), so that no client reads a typed number as an address.
-- Same signatures, grants and answers otherwise.

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
  v_first text := public.assert_person_name('first_name', first_name, 100);
  v_last text := public.assert_person_name('last_name', last_name, 100);
  v_email text := public.plain_email(email);
  v_country text := upper(btrim(coalesce(country, '')));
  v_phone text := btrim(coalesce(phone, ''));
  v_locale text := case when locale in ('en', 'fr') then locale end;
  v_client text := public.request_client_hash();
  v_token text;
  v_id uuid;
begin
  if v_email is null then
    raise exception using errcode = '22023', message = 'invalid_email', detail = 'invalid',
      hint = 'Type one plain email address, such as name@example.com.';
  end if;
  if v_country !~ '^[A-Z]{2}$' then
    raise exception using errcode = '22023', message = 'invalid_country', detail = 'invalid';
  end if;
  if v_phone !~ '^\+?[0-9 ().-]{6,25}$' or length(regexp_replace(v_phone, '\D', '', 'g')) < 6 then
    raise exception using errcode = '22023', message = 'invalid_phone', detail = 'invalid';
  end if;

  -- Serialise the requests of one address, then of one client, so that the counts below cannot be raced
  -- (the same order as the contact form takes its locks).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('community:' || v_email, 0));
  if v_client is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('community-client:' || v_client, 0));
  end if;

  -- Per client: sign-ups for many addresses. Per address and client: one visitor retrying. Per address over a
  -- day: how much of our mail one inbox can be sent, binding the clients that already asked for it today (see
  -- the header). Addresses compare with citext's own operator, named (an empty search_path would compare text).
  if v_client is not null
     and (select count(*) from public.community_signups s
          where s.client_hash = v_client and s.created_at > pg_catalog.now() - interval '1 hour') >= 10
     or (select count(*) from public.community_signups s
         where s.email operator(extensions.=) v_email::extensions.citext and s.client_hash is not distinct from v_client
           and s.created_at > pg_catalog.now() - interval '1 hour') >= 3
     or exists (select 1 from public.community_signups s
                where s.email operator(extensions.=) v_email::extensions.citext
                  and s.client_hash is not distinct from v_client
                  and s.created_at > pg_catalog.now() - interval '1 day')
        and (select count(*) from public.community_signups s
             where s.email operator(extensions.=) v_email::extensions.citext
               and s.created_at > pg_catalog.now() - interval '1 day') >= 10 then
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
  'Join the Community form: stores a pending sign-up for one plain address and mails its confirmation link; changes no contact; returns nothing.';

create or replace function public.confirm_community(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_signup public.community_signups;
  v_email text;
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
  v_email := public.plain_email(v_signup.email::text);
  if v_signup.expires_at <= pg_catalog.now() or v_email is null then
    return jsonb_build_object('status', 'expired');
  end if;

  -- The link proves the mailbox, not the details: whoever typed them may not be its owner. A new contact
  -- takes them; an existing one keeps its own and is only completed where it has nothing.
  insert into public.contacts as c
    (email, first_name, last_name, full_name, country, phone, locale, source, consent, consent_at, tags)
  values
    (v_email, v_signup.first_name, v_signup.last_name, v_signup.first_name || ' ' || v_signup.last_name,
     v_signup.country, v_signup.phone, v_signup.locale, 'community', true, pg_catalog.now(), array['community'])
  on conflict on constraint contacts_email_key do update
  set first_name = case when c.first_name is null and c.last_name is null and c.full_name is null
                        then excluded.first_name else c.first_name end,
      last_name = case when c.first_name is null and c.last_name is null and c.full_name is null
                       then excluded.last_name else c.last_name end,
      full_name = coalesce(c.full_name, excluded.full_name),
      country = coalesce(c.country, excluded.country),
      phone = coalesce(c.phone, excluded.phone),
      locale = coalesce(c.locale, excluded.locale),
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
  'The /community/confirm link: applies a pending sign-up once (consent; the details only where the contact has none); {status: confirmed | used | expired | unknown}.';

revoke execute on function public.confirm_community(text) from public;
grant execute on function public.confirm_community(text) to anon, authenticated, service_role;

create or replace function public.queue_community_mail(p_signup_id uuid, p_token text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  s public.community_signups;
begin
  select * into s from public.community_signups where id = p_signup_id;
  if not found then
    return;
  end if;
  perform public.enqueue_mail(
    'community_confirmation',
    s.email::text,
    s.locale,
    null,
    jsonb_strip_nulls(jsonb_build_object(
      'first_name', s.first_name,
      'last_name', s.last_name,
      'country', s.country,
      'phone', pg_catalog.translate(s.phone, '.', ' '),
      'confirm_url', public.site_url() || '/community/confirm?token=' || p_token,
      'unsubscribe_url', public.issue_unsubscribe_link(s.email::text)
    ))
  );
end;
$$;

revoke execute on function public.queue_community_mail(uuid, text) from public, anon, authenticated;
