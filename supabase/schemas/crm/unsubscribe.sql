create or replace function public.unsubscribe(p_token text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_row public.marketing_unsubscribe_tokens;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('status', 'unknown');
  end if;
  select * into v_row
  from public.marketing_unsubscribe_tokens t
  where t.token_hash = extensions.digest(p_token, 'sha256')
  for update;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;
  if v_row.used_at is not null then
    return jsonb_build_object('status', 'used');
  end if;
  update public.marketing_unsubscribe_tokens set used_at = pg_catalog.now() where id = v_row.id;

  perform pg_catalog.set_config('app.consent_change_reason', 'unsubscribe link', true);
  update public.contacts c
  set consent = false, consent_at = null
  where c.email operator(extensions.=) v_row.email and c.consent;
  perform pg_catalog.set_config('app.consent_change_reason', '', true);

  update public.community_signups s
  set expires_at = pg_catalog.now()
  where s.email operator(extensions.=) v_row.email and s.confirmed_at is null and s.expires_at > pg_catalog.now();

  return jsonb_build_object('status', 'unsubscribed');
end;
$function$;

comment on function "public"."unsubscribe"(text) is 'The /unsubscribe page''s button: withdraws the marketing consent of the address the token was mailed to, once; {status: unsubscribed | used | unknown}.';

revoke all on function public.unsubscribe(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.unsubscribe(p_token text) to anon, authenticated, service_role;
