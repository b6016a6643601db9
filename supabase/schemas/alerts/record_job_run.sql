create or replace function public.record_job_run(p_job text)
  returns void language plpgsql security definer set search_path to ''
as $function$
declare
  v_late record;
begin
  insert into public.job_runs (job, last_run_at) values (p_job, pg_catalog.now())
  on conflict (job) do update set last_run_at = excluded.last_run_at;
  -- Running again ends its lateness.
  update public.alerts
  set cleared_at = pg_catalog.now()
  where kind = 'job_late' and cleared_at is null and details ->> 'job' = p_job;
  -- A job that stopped cannot say so: the sweep and the mail job each look at the other. One alert per
  -- outage (the subject is the job and its last run), so a late job is told once, not every minute.
  for v_late in
    select j.job, j.last_run_at
    from public.job_runs j
    where j.job in ('release-expired-holds', 'send-emails')
      and j.job <> p_job
      and j.last_run_at < pg_catalog.now() - interval '10 minutes'
  loop
    perform public.raise_alert('job_late',
      v_late.job || '@' || extract(epoch from v_late.last_run_at)::text,
      jsonb_build_object('job', v_late.job, 'last_run_at', v_late.last_run_at));
  end loop;
  if p_job = 'release-expired-holds' then
    perform public.raise_overdue_balance_alerts();
  end if;
end;
$function$;

comment on function "public"."record_job_run"(text) is 'The heartbeat of a scheduled job (the sweep, send-emails): stamps its run, clears its job_late alert, raises one for the other job when it has not run for 10 minutes; the sweep also checks the balances past their date.';

revoke all on function public.record_job_run(p_job text) from public, anon, authenticated, service_role;
grant execute on function public.record_job_run(p_job text) to service_role;
