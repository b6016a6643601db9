create or replace function public.admin_retry_mail(p_id uuid)
  returns void language plpgsql security definer set search_path to ''
as $function$
declare
  m public.email_outbox;
begin
  if not public.is_admin() then
    raise exception 'admins_only' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin retries a mail after the two-factor challenge (aal2).';
  end if;
  select * into m from public.email_outbox where id = p_id for update;
  if not found then
    raise exception 'mail_not_found' using errcode = 'PT404',
      hint = 'No mail has this id.';
  end if;
  if m.sent_at is not null or m.failed_at is null then
    raise exception 'mail_not_failed' using errcode = 'check_violation',
      hint = 'Only a mail that failed for good can be sent again.';
  end if;
  update public.email_outbox
  set failed_at = null, attempts = 0, next_attempt_at = pg_catalog.now(), locked_until = null
  where id = p_id;
  if m.order_id is not null then
    insert into public.order_events (order_id, actor_id, type, note, data)
    values (m.order_id, auth.uid(), 'note', 'Mail queued again: ' || m.kind,
            jsonb_build_object('kind', 'mail_retried', 'outbox_id', m.id));
  end if;
end;
$function$;

revoke all on function public.admin_retry_mail(p_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_retry_mail(p_id uuid) to authenticated, service_role;
