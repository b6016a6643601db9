create or replace function public.join_community (
  first_name text,
  last_name  text,
  email      text,
  country    text,
  phone      text,
  locale     text default null::text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

comment on function "public"."join_community"(text, text, text, text, text, text) is 'Join the Community form: stores a pending sign-up for one plain address and mails its confirmation link; changes no contact; returns nothing.';

revoke all on function public.join_community(first_name text, last_name text, email text, country text, phone text, locale text) from public, anon, authenticated, service_role;
grant execute on function public.join_community(first_name text, last_name text, email text, country text, phone text, locale text) to anon, authenticated, service_role;
