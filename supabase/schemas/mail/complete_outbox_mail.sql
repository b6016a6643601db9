create or replace function public.complete_outbox_mail(p_id uuid, p_attempt integer)
  returns boolean language sql security definer set search_path to ''
as $function$
  update public.email_outbox
  set sent_at = pg_catalog.now(), locked_until = null, last_error = null
  where id = p_id and sent_at is null and attempts = p_attempt
  returning true;
$function$;

revoke all on function public.complete_outbox_mail(p_id uuid, p_attempt integer) from public, anon, authenticated, service_role;
grant execute on function public.complete_outbox_mail(p_id uuid, p_attempt integer) to service_role;
