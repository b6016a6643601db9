create or replace function public.mail_alert(p_alert_id uuid)
  returns integer language plpgsql security definer set search_path to ''
as $function$
declare
  v_alert public.alerts;
  v_owner record;
  v_queued integer := 0;
begin
  -- The row lock and mailed_at make a second call a no-op; the outbox's event key (the alert and the owner)
  -- refuses a second copy even so.
  select * into v_alert from public.alerts where id = p_alert_id for update;
  if not found or v_alert.mailed_at is not null then
    return 0;
  end if;
  for v_owner in select * from public.alert_recipients() loop
    perform public.enqueue_mail('staff_alert', v_owner.email, v_owner.locale, null, jsonb_build_object(
      'event_key', v_alert.id::text || ':' || v_owner.user_id::text,
      'alert', public.alert_mail_item(v_alert),
      'admin_url', public.site_url() || '/admin'
    ));
    v_queued := v_queued + 1;
  end loop;
  -- No owner yet: the alert stays unmailed (the list shows it), never marked as told.
  if v_queued > 0 then
    update public.alerts set mailed_at = pg_catalog.now() where id = v_alert.id;
  end if;
  return v_queued;
end;
$function$;

comment on function "public"."mail_alert"(uuid) is 'Queues one urgent alert''s mail to every owner, once (mailed_at, and the outbox''s event key per alert and owner).';

revoke all on function public.mail_alert(p_alert_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.mail_alert(p_alert_id uuid) to service_role;
