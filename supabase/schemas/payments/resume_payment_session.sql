create or replace function public.resume_payment_session(p_order_id uuid, p_purpose text)
  returns jsonb language plpgsql set search_path to ''
as $function$
declare
  s public.payment_sessions;
begin
  select * into s
  from public.payment_sessions
  where order_id = p_order_id and purpose = p_purpose and status in ('opening', 'open')
  for update;
  if not found then
    return null;
  end if;
  if s.status = 'open' and s.expires_at > pg_catalog.now() + interval '2 minutes' then
    return public.checkout_payload(p_order_id, p_purpose, null, true)
      || jsonb_build_object(
        'action', 'existing',
        'session_id', s.id,
        'url', s.url,
        'expires_at', extract(epoch from s.expires_at)::bigint
      );
  end if;
  if s.status = 'opening' and s.created_at > pg_catalog.now() - interval '1 minute' then
    return public.checkout_payload(p_order_id, p_purpose, null, true)
      || jsonb_build_object('action', 'wait', 'session_id', s.id);
  end if;
  update public.payment_sessions
  set status = case when s.status = 'open' then 'expired' else 'failed' end, closed_at = pg_catalog.now()
  where id = s.id;
  perform public.release_session_holds(s.id, 'superseded');
  return null;
end;
$function$;

revoke all on function public.resume_payment_session(p_order_id uuid, p_purpose text) from public, anon, authenticated, service_role;
grant execute on function public.resume_payment_session(p_order_id uuid, p_purpose text) to service_role;
