create or replace function public.confirm_community(p_token text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
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
$function$;

comment on function "public"."confirm_community"(text) is 'The /community/confirm link: applies a pending sign-up once (consent; the details only where the contact has none); {status: confirmed | used | expired | unknown}.';

revoke all on function public.confirm_community(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_community(p_token text) to anon, authenticated, service_role;
