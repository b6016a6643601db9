create or replace function public.abandon_payment_session(p_session_id uuid)
  returns void language plpgsql security definer set search_path to ''
as $function$
begin
  update public.payment_sessions
  set status = 'failed', closed_at = pg_catalog.now()
  where id = p_session_id and status = 'opening';
  perform public.release_session_holds(p_session_id, 'session_failed');
end;
$function$;

comment on function "public"."abandon_payment_session"(uuid) is 'Service role only (create-checkout): the provider did not open the page; the session fails and its holds are released.';

revoke all on function public.abandon_payment_session(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.abandon_payment_session(p_session_id uuid) to service_role;
