-- content-admin's promote-due every minute on hosted Supabase: journal articles and brand pages scheduled for a
-- time that has come go live for the admin's columns, and the static host's build hook is called so the
-- pre-rendered pages and the sitemap carry them (visitors reading at run time see them at their time already).
-- As 20261127100020_issue_refunds_schedule.sql: pg_cron runs a pg_net POST with the secret key, both read from
-- Vault at each run. Only where pg_cron and pg_net exist: the local backend calls it on a timer
-- (supabase/local/server.ts). If it cannot be scheduled here the migration still passes and says so.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    raise notice 'pg_cron or pg_net is not installed: content-promote-due is not scheduled here (the local backend runs it on a timer).';
    return;
  end if;
  begin
    execute $sql$select cron.schedule('content-promote-due', '* * * * *', $job$
      select net.http_post(
        url := u.decrypted_secret || '/functions/v1/content-admin',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || k.decrypted_secret,
          'apikey', k.decrypted_secret
        ),
        body := '{"action": "promote-due"}'::jsonb,
        timeout_milliseconds := 30000
      )
      from vault.decrypted_secrets u, vault.decrypted_secrets k
      where u.name = 'project_url' and k.name = 'send_emails_secret_key'
    $job$)$sql$;
  exception when others then
    raise notice 'content-promote-due could not be scheduled with pg_cron and pg_net (%): schedule it by hand, see docs/deploy.md.', sqlerrm;
  end;
end;
$$;
