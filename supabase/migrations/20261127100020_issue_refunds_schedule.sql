-- The issue-refunds function every minute on hosted Supabase: the retry of refunds still pending a minute after
-- they were asked for (the app calls it at once; a closed tab, Stripe's trouble or a 409 leave rows pending).
-- As 20261123200200_send_emails_schedule.sql: pg_cron runs a pg_net POST with the secret key, both read from
-- Vault at each run (the same 'project_url' and 'send_emails_secret_key' secrets: the key is the project's
-- secret key). Only where pg_cron and pg_net exist: the local backend calls it on a timer
-- (supabase/local/server.ts). If it cannot be scheduled here the migration still passes and says so.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    raise notice 'pg_cron or pg_net is not installed: issue-refunds is not scheduled here (the local backend runs it on a timer).';
    return;
  end if;
  begin
    execute $sql$select cron.schedule('issue-refunds', '* * * * *', $job$
      select net.http_post(
        url := u.decrypted_secret || '/functions/v1/issue-refunds',
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
    raise notice 'issue-refunds could not be scheduled with pg_cron and pg_net (%): schedule it by hand, see README.md.', sqlerrm;
  end;
end;
$$;
