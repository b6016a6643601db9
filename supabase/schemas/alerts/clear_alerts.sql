create or replace function public.clear_alerts(p_kind text, p_subject_key text)
  returns integer language plpgsql security definer set search_path to ''
as $function$
declare
  v_cleared integer;
begin
  update public.alerts
  set cleared_at = pg_catalog.now()
  where kind = p_kind and subject_key = p_subject_key and cleared_at is null;
  get diagnostics v_cleared = row_count;
  return v_cleared;
end;
$function$;

comment on function "public"."clear_alerts"(text, text) is 'Clears the open alert of a condition that ended (stock back above its level, a job running again); cleared_by stays null: the shop cleared it.';

revoke all on function public.clear_alerts(p_kind text, p_subject_key text) from public, anon, authenticated, service_role;
grant execute on function public.clear_alerts(p_kind text, p_subject_key text) to service_role;
