create or replace function public.fail_outbox_mail (
  p_id           uuid,
  p_attempt      integer,
  p_error        text,
  p_permanent    boolean,
  p_max_attempts integer default 8
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_failed boolean := p_permanent or p_attempt >= greatest(1, p_max_attempts);
begin
  update public.email_outbox
  set locked_until = null,
      last_error = left(coalesce(nullif(btrim(p_error), ''), 'unknown error'), 1000),
      failed_at = case when v_failed then pg_catalog.now() end,
      next_attempt_at = case when v_failed then next_attempt_at
        else pg_catalog.now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(0, p_attempt - 1))) end
  where id = p_id and sent_at is null and attempts = p_attempt;
  return case when v_failed then 'failed' else 'retry' end;
end;
$function$;

revoke all on function public.fail_outbox_mail(p_id uuid, p_attempt integer, p_error text, p_permanent boolean, p_max_attempts integer) from public, anon, authenticated, service_role;
grant execute on function public.fail_outbox_mail(p_id uuid, p_attempt integer, p_error text, p_permanent boolean, p_max_attempts integer) to service_role;
