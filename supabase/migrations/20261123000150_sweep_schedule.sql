-- The sweep of ..._0140 (public.release_expired_holds) every minute on hosted Supabase, through pg_cron.
--
-- Only where pg_cron exists: a hosted project offers it (Integrations -> Cron, or this migration creates it in
-- pg_catalog as Supabase's guide does); the local backend's Postgres has no pg_cron and runs the same function
-- on a timer instead (supabase/local/sweeper.ts). If the extension cannot be created here (privileges, an
-- older platform), the migration still passes and says so: then enable pg_cron in the dashboard and run
--   select cron.schedule('release-expired-holds', '* * * * *', 'select public.release_expired_holds()');
-- in the SQL editor (README.md, "A new hosted Supabase project"). Without the sweep, holds are still released
-- by Stripe's checkout.session.expired events and by cancellations; the sweep is the backstop.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: release_expired_holds() is not scheduled here (the local backend runs it on a timer).';
    return;
  end if;
  begin
    if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
      create extension pg_cron with schema pg_catalog;
      -- As Supabase's guide does after creating it; already so when the dashboard enabled it.
      begin
        execute 'grant usage on schema cron to postgres';
        execute 'grant all privileges on all tables in schema cron to postgres';
      exception when others then
        null;
      end;
    end if;
    -- cron.schedule with an existing job name replaces its schedule and command.
    execute $sql$select cron.schedule('release-expired-holds', '* * * * *', 'select public.release_expired_holds()')$sql$;
  exception when others then
    raise notice 'release_expired_holds() could not be scheduled with pg_cron (%): schedule it by hand, see README.md.', sqlerrm;
  end;
end;
$$;
