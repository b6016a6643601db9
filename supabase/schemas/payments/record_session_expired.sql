create or replace function public.record_session_expired (
  p_provider   text,
  p_event_id   text,
  p_event_type text,
  p_payload    jsonb,
  p_order_id   uuid,
  p_reference  text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_order_id uuid;
  v_session public.payment_sessions;
  v_event uuid;
  v_outcome text := 'ignored';
begin
  v_order_id := coalesce(
    (select s.order_id from public.payment_sessions s
     where s.provider = p_provider and s.provider_session_id = p_reference),
    p_order_id);
  -- Order, then session, then holds: the lock order of record_payment and the cancellations.
  select o.id into v_order_id from public.orders o where o.id = v_order_id for update;

  insert into public.payment_events (provider, event_id, type, payload, order_id)
  values (p_provider, p_event_id, p_event_type, coalesce(p_payload, '{}'::jsonb), v_order_id)
  on conflict (provider, event_id) do nothing
  returning id into v_event;
  if v_event is null then
    return 'duplicate';
  end if;

  if p_reference is not null then
    select * into v_session
    from public.payment_sessions s
    where s.provider = p_provider and s.provider_session_id = p_reference
    for update;
  end if;
  if v_session.id is not null and v_session.status in ('opening', 'open') then
    update public.payment_sessions
    set status = 'expired', closed_at = pg_catalog.now()
    where id = v_session.id;
    perform public.release_session_holds(v_session.id, 'session_expired');
    v_outcome := 'expired';
  end if;
  update public.payment_events set processed_at = pg_catalog.now(), outcome = v_outcome where id = v_event;
  return v_outcome;
end;
$function$;

comment on function "public"."record_session_expired"(text, text, text, jsonb, uuid, text) is
  'Service role only (payment-webhook): a checkout session expired; it is closed and its holds released, once.';

revoke all on function public.record_session_expired(p_provider text, p_event_id text, p_event_type text, p_payload jsonb, p_order_id uuid, p_reference text) from public, anon, authenticated, service_role;
grant execute on function public.record_session_expired(p_provider text, p_event_id text, p_event_type text, p_payload jsonb, p_order_id uuid, p_reference text) to service_role;
