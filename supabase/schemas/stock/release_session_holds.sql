create or replace function public.release_session_holds(p_session_id uuid, p_reason text)
  returns integer language sql set search_path to ''
as $function$
  select public.release_hold_rows(
    (select array_agg(h.id order by h.id) from public.stock_holds h
     where h.session_id = p_session_id and h.status = 'held'),
    p_reason)
$function$;

revoke all on function public.release_session_holds(p_session_id uuid, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.release_session_holds(p_session_id uuid, p_reason text) to service_role;
