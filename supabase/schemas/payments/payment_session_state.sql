create or replace function public.payment_session_state(p_session_id uuid)
  returns jsonb language sql stable security definer set search_path to ''
as $function$
  select jsonb_build_object('status', s.status, 'url', s.url, 'expires_at', extract(epoch from s.expires_at)::bigint)
  from public.payment_sessions s
  where s.id = p_session_id
$function$;

comment on function "public"."payment_session_state"(uuid) is 'Service role only (create-checkout): status and URL of a session another call is opening.';

revoke all on function public.payment_session_state(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.payment_session_state(p_session_id uuid) to service_role;
