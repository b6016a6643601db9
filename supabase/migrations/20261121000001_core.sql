-- Core: extensions, shared helpers, roles (user_roles) and public.is_admin().
--
-- Conventions for every migration in this folder:
--   * every table has RLS enabled; policies are the guard, because Supabase grants anon/authenticated all
--     privileges on public tables by default;
--   * every view is created with security_invoker = true, so the caller's RLS applies through it;
--   * every function sets search_path = '' and uses schema-qualified names;
--   * policies call auth.uid() / public.is_admin() inside (select ...) so Postgres evaluates them once per
--     statement instead of once per row.
--
-- SECURITY DEFINER allow-list (keep in sync with tests/integration/db-lint.test.ts):
--   anon, authenticated may execute:  public.is_admin()
--     (policies call it as the requesting role, so both roles need EXECUTE; it only reveals whether the
--      caller is an admin, and answers false for anon)
--   Every other SECURITY DEFINER function in public has EXECUTE revoked from public, anon and authenticated
--   (trigger functions: public.handle_new_user(), public.log_order_status_change(),
--   public.log_contact_consent_change()). A later migration that adds one to the allow-list must add it here
--   in a comment of its own and in the db-lint test.

create extension if not exists pgcrypto with schema extensions;
create extension if not exists citext with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- unaccent() is only STABLE (it depends on the dictionary search path), so it cannot appear in an index or a
-- generated column. Naming the dictionary explicitly makes the result fixed, which is what IMMUTABLE promises.
create function public.unaccent_immutable(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, value)
$$;

comment on function public.unaccent_immutable(text) is
  'unaccent() with a fixed dictionary, usable in indexes and generated columns (CRM search).';

-- Keeps updated_at honest whatever the client sends.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

-- Roles live here, never in user metadata (which users can edit themselves).
create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'member')),
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);

comment on table public.user_roles is
  'Application roles. Users read their own rows; only service_role (dashboard, seed, scripts) writes.';

alter table public.user_roles enable row level security;

create policy "users read their own roles"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

-- No insert/update/delete policy: nobody but service_role (which bypasses RLS) may write roles, not even an
-- admin through the API, so a stolen admin session cannot mint more admins. The privileges go too, as a
-- second lock behind RLS.
revoke insert, update, delete, truncate on public.user_roles from anon, authenticated;

-- SECURITY DEFINER so that policies can ask the question without the caller needing to read other rows of
-- user_roles; STABLE so the planner may cache it within a statement.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = auth.uid()
      and role = 'admin'
  )
$$;

comment on function public.is_admin() is 'True when the requesting user has the admin role in user_roles.';

revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
