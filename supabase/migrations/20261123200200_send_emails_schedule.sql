-- The send-emails function every minute on hosted Supabase: pg_cron runs a pg_net POST to the function with the
-- secret key, both read from Supabase Vault at each run (never written in a migration), as Supabase's guide to
-- scheduling Edge Functions does. One-time step per project (README.md, "Mail"), in the SQL editor:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<the sb_secret_... key>', 'send_emails_secret_key');
-- Until both exist the job posts nothing (the select finds no URL). Only where pg_cron and pg_net exist, like
-- 20261123000150_sweep_schedule.sql: the local backend's Postgres has neither and calls the function on a timer
-- (supabase/local/mail-sender.ts). If they cannot be created here the migration still passes and says so.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: send-emails is not scheduled here (the local backend runs it on a timer).';
    return;
  end if;
  begin
    if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
      create extension pg_cron with schema pg_catalog;
    end if;
    if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
      create extension pg_net with schema extensions;
    end if;
    execute $sql$select cron.schedule('send-emails', '* * * * *', $job$
      select net.http_post(
        url := u.decrypted_secret || '/functions/v1/send-emails',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || k.decrypted_secret,
          'apikey', k.decrypted_secret
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000
      )
      from vault.decrypted_secrets u, vault.decrypted_secrets k
      where u.name = 'project_url' and k.name = 'send_emails_secret_key'
    $job$)$sql$;
  exception when others then
    raise notice 'send-emails could not be scheduled with pg_cron and pg_net (%): schedule it by hand, see README.md.', sqlerrm;
  end;
end;
$$;
