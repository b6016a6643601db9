create or replace function public.email_outbox_raise_alerts()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  if new.failed_at is not null and old.failed_at is null then
    -- A failed alert mail is listed, not mailed again (the same transport would refuse it: no loop).
    perform public.raise_alert('mail_failed', new.id::text, jsonb_build_object(
      'mail_kind', new.kind,
      'error', left(coalesce(new.last_error, ''), 300)
    ), new.order_id, null, null, null, new.kind not in ('staff_alert', 'alert_digest'));
  elsif new.sent_at is not null then
    -- Retried by an admin and sent: the failure is over.
    perform public.clear_alerts('mail_failed', new.id::text);
  end if;
  return null;
end;
$function$;

comment on function "public"."email_outbox_raise_alerts"() is 'Trigger: a mail failed for good raises the urgent mail_failed alert; the same mail sent after a retry clears it.';

revoke all on function public.email_outbox_raise_alerts() from public, anon, authenticated, service_role;
grant execute on function public.email_outbox_raise_alerts() to service_role;
