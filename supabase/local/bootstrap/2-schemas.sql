-- Schemas, extensions and grants as on a hosted project: public belongs to the migrations (postgres), auth and
-- storage to supabase_admin with their services' roles creating inside them, extensions for everyone.
do $$
begin
  execute format('grant all on database %I to postgres', current_database());
  execute format('grant create on database %I to supabase_auth_admin, supabase_storage_admin', current_database());
end
$$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
-- The Supabase CLI creates its bookkeeping schema as postgres on the first push.
create schema if not exists supabase_migrations authorization postgres;

grant usage, create on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
grant all on schema extensions to postgres, dashboard_user;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role, postgres, dashboard_user;
grant all on schema auth to supabase_auth_admin;
grant usage on schema storage to anon, authenticated, service_role, dashboard_user;
grant usage on schema storage to postgres with grant option;
grant all on schema storage to supabase_storage_admin with grant option;

-- Pre-installed in `extensions` on every project; the others (citext, pg_trgm, unaccent ...) a migration creates.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- Supabase's default grants: RLS, not table privileges, is the guard. Only default privileges here: this file
-- runs on every start, and a blanket `grant all on all ...` would undo the revokes migrations make.
-- postgres's own are set once, as on a new project, before the first migration: from then on they are the
-- migrations' to change (20261123000200_api_role_privileges.sql revokes TRUNCATE, REFERENCES and TRIGGER), and a
-- restart must not grant back to later tables what a migration took away.
do $$
declare
  v_migrated boolean := false;
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select exists (select 1 from supabase_migrations.schema_migrations)' into v_migrated;
  end if;
  if not v_migrated then
    alter default privileges for role postgres in schema public
      grant all on tables to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      grant all on sequences to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      grant all on functions to anon, authenticated, service_role;
  end if;
end
$$;
alter default privileges for role supabase_admin in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema extensions grant all on tables to postgres;
alter default privileges for role supabase_admin in schema extensions grant all on sequences to postgres;
alter default privileges for role supabase_admin in schema extensions grant all on functions to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on functions to postgres, dashboard_user;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on functions to postgres, anon, authenticated, service_role;

-- Migration bookkeeping (the Supabase CLI's table), owned by postgres as the CLI creates it.
set role postgres;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
reset role;
