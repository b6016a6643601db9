create or replace function public.attach_payment_session (
  p_session_id          uuid,
  p_provider_session_id text,
  p_url                 text
)
  returns boolean
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  update public.payment_sessions
  set status = 'open', provider_session_id = p_provider_session_id, url = p_url, opened_at = pg_catalog.now()
  where id = p_session_id and status = 'opening';
  return found;
end;
$function$;

comment on function "public"."attach_payment_session"(uuid, text, text) is 'Service role only (create-checkout): the provider opened the page; the session is open with its id and URL.';

revoke all on function public.attach_payment_session(p_session_id uuid, p_provider_session_id text, p_url text) from public, anon, authenticated, service_role;
grant execute on function public.attach_payment_session(p_session_id uuid, p_provider_session_id text, p_url text) to service_role;
