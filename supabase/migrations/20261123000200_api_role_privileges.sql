-- The API roles keep only the table privileges the Data API can use. Supabase grants anon and authenticated
-- ALL on every table a migration creates in public (supabase/postgres: `alter default privileges for role
-- postgres in schema public grant all on tables to anon, authenticated, service_role`). RLS guards SELECT,
-- INSERT, UPDATE and DELETE, but not these:
--   TRUNCATE    empties a table whatever its policies say (RLS does not apply to it, nor do row triggers);
--   REFERENCES  lets the role create foreign keys that pin or probe rows it cannot read;
--   TRIGGER     lets the role create triggers on the table;
--   MAINTAIN    (Postgres 17) VACUUM, ANALYZE, REINDEX, CLUSTER, REFRESH and LOCK TABLE on it.
-- No API path issues them today (PostgREST runs no DDL and no TRUNCATE), so each is one bug or one new
-- exposed function away from use; the roles lose them here, on every table, view and sequence of public, and
-- on whatever postgres creates in public later. The database lint (tests/integration/db-lint.test.ts) keeps it so.
--
-- Not covered: objects supabase_admin creates in public (extensions installed there) follow supabase_admin's
-- default privileges, which postgres cannot change (42501); this project installs its extensions in
-- `extensions`. Sequences have no such privileges (only USAGE, SELECT, UPDATE).

revoke truncate, references, trigger on all tables in schema public from anon, authenticated;

alter default privileges for role postgres in schema public
  revoke truncate, references, trigger on tables from anon, authenticated;

-- MAINTAIN exists from Postgres 17 on; a project still on 15 has nothing to revoke (and would not parse it).
do $$
begin
  if current_setting('server_version_num')::int >= 170000 then
    execute 'revoke maintain on all tables in schema public from anon, authenticated';
    execute 'alter default privileges for role postgres in schema public
               revoke maintain on tables from anon, authenticated';
  end if;
end;
$$;
