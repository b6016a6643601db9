-- supautils' policy_grants and drop_trigger_grants (supabase/postgres ansible/files/postgresql_config/conf.d/
-- supautils.conf): postgres does not own the auth and storage tables, yet may create, alter and drop policies
-- on them and drop triggers on them. Without supautils, an event trigger makes postgres a member of the owning
-- roles for exactly that one command; anything else (ALTER TABLE auth.users ...) still fails as on hosted.
create or replace function extensions.supautils_policy_grants_begin() returns event_trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if session_user = 'postgres' then
    grant supabase_auth_admin, supabase_storage_admin to postgres;
  end if;
end
$$;

create or replace function extensions.supautils_policy_grants_end() returns event_trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if session_user = 'postgres' and pg_catalog.pg_has_role('postgres', 'supabase_auth_admin', 'member') then
    revoke supabase_auth_admin, supabase_storage_admin from postgres;
  end if;
end
$$;

revoke all on function extensions.supautils_policy_grants_begin(), extensions.supautils_policy_grants_end()
  from public;

drop event trigger if exists supautils_policy_grants_begin;
create event trigger supautils_policy_grants_begin on ddl_command_start
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'DROP TRIGGER')
  execute function extensions.supautils_policy_grants_begin();

drop event trigger if exists supautils_policy_grants_end;
create event trigger supautils_policy_grants_end on ddl_command_end
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'DROP TRIGGER')
  execute function extensions.supautils_policy_grants_end();
