-- The daily digest of routine alerts (public.queue_alert_digest, docs/alerts.md) at 07:00 UTC (08:00 or 09:00 in
-- Paris) on hosted Supabase, through pg_cron, as the sweep's 20261123000150_sweep_schedule.sql: plain SQL, no
-- pg_net. The function sends at most one digest a Paris day whatever calls it, so a second schedule or a run by
-- hand cannot send two. Only where pg_cron is installed: the local backend runs it on a timer
-- (supabase/local/digest-job.ts). If it cannot be scheduled here the migration still passes and says so: then run
--   select cron.schedule('alert-digest', '0 7 * * *', 'select public.queue_alert_digest()');
-- in the SQL editor (docs/deploy.md's scheduled jobs).
do $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    raise notice 'pg_cron is not installed: queue_alert_digest() is not scheduled here (the local backend runs it on a timer).';
    return;
  end if;
  begin
    execute $sql$select cron.schedule('alert-digest', '0 7 * * *', 'select public.queue_alert_digest()')$sql$;
  exception when others then
    raise notice 'queue_alert_digest() could not be scheduled with pg_cron (%): schedule it by hand, see docs/deploy.md.', sqlerrm;
  end;
end;
$$;
