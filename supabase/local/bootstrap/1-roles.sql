-- The roles of a hosted project, with the attributes and settings supabase/postgres gives them
-- (migrations/db/init-scripts, migrations/db/migrations; nix/tests/expected/roles.out). Runs as supabase_admin,
-- the superuser; idempotent: it runs on every start.
do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('anon', 'nologin inherit'),
      ('authenticated', 'nologin inherit'),
      ('service_role', 'nologin inherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('postgres', 'login inherit nosuperuser createdb createrole replication bypassrls'),
      ('supabase_auth_admin', 'login noinherit nocreaterole'),
      ('supabase_storage_admin', 'login noinherit createrole'),
      ('dashboard_user', 'nologin inherit createdb createrole replication')
    ) as r (name, attributes)
  loop
    if not exists (select 1 from pg_roles where rolname = wanted.name) then
      execute format('create role %I %s', wanted.name, wanted.attributes);
    else
      execute format('alter role %I %s', wanted.name, wanted.attributes);
    end if;
  end loop;
end
$$;

-- PostgREST's login switches to the API roles only; postgres administers them (PG 16+: with admin option).
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role, authenticator to postgres with admin option;
grant pg_read_all_data, pg_signal_backend, pg_monitor to postgres with admin option;
grant authenticator to supabase_storage_admin;

-- Role settings (roles.out): short timeouts for web users, the search paths of the service logins. Not database
-- wide: a role without a setting gets Postgres' default.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_admin set search_path = "$user", public, auth, extensions;
alter role supabase_admin set log_statement = 'none';
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;
alter role supabase_auth_admin set log_statement = 'none';
alter role supabase_storage_admin set search_path = storage;
alter role supabase_storage_admin set log_statement = 'none';
