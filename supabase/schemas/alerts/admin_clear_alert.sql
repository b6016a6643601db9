create or replace function public.admin_clear_alert(p_alert_id uuid)
  returns timestamp with time zone language plpgsql security definer set search_path to ''
as $function$
declare
  v_cleared_at timestamptz;
begin
  if not public.is_admin() then
    raise exception 'only an admin clears an alert' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin clears an alert after the two-factor challenge (aal2).';
  end if;
  -- Cleared twice (two tabs): the first clearing stands and is answered again.
  update public.alerts
  set cleared_at = coalesce(cleared_at, pg_catalog.now()),
      cleared_by = case when cleared_at is null then auth.uid() else cleared_by end
  where id = p_alert_id
  returning cleared_at into v_cleared_at;
  if not found then
    raise exception 'alert_not_found' using errcode = 'PT404', hint = 'No alert has this id.';
  end if;
  return v_cleared_at;
end;
$function$;

comment on function "public"."admin_clear_alert"(uuid) is 'Owners and admins at aal2: marks an alert as handled (who and when); clearing a cleared alert changes nothing.';

revoke all on function public.admin_clear_alert(p_alert_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_clear_alert(p_alert_id uuid) to authenticated;
