create table "public"."contact_imports" (
  "id"              uuid                     not null default gen_random_uuid(),
  "filename"        text,
  "total_rows"      integer                  not null default 0,
  "inserted_count"  integer                  not null default 0,
  "updated_count"   integer                  not null default 0,
  "skipped_count"   integer                  not null default 0,
  "error_count"     integer                  not null default 0,
  "row_errors"      jsonb                    not null default '[]'::jsonb,
  "previous_values" jsonb                    not null default '[]'::jsonb,
  "created_at"      timestamp with time zone not null default now(),
  "undone_at"       timestamp with time zone,
  constraint "contact_imports_error_count_check" check ((error_count >= 0)),
  constraint "contact_imports_inserted_count_check" check ((inserted_count >= 0)),
  constraint "contact_imports_pkey" primary key (id),
  constraint "contact_imports_previous_values_check" check ((jsonb_typeof(previous_values) = 'array'::text)),
  constraint "contact_imports_row_errors_check" check ((jsonb_typeof(row_errors) = 'array'::text)),
  constraint "contact_imports_skipped_count_check" check ((skipped_count >= 0)),
  constraint "contact_imports_total_rows_check" check ((total_rows >= 0)),
  constraint "contact_imports_updated_count_check" check ((updated_count >= 0)),
  "created_by"      uuid                     default auth.uid(),
  constraint "contact_imports_created_by_fkey" foreign key (created_by) references auth.users(id) on delete
    set null
);

alter table public.contact_imports enable row level security;

create index contact_imports_created_at_idx on public.contact_imports using btree (created_at desc);

create policy "admin reads need aal2" on public.contact_imports as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admin writes need aal2 (delete)" on public.contact_imports as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.contact_imports as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.contact_imports as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins manage imports" on public.contact_imports for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create index contact_imports_created_by_idx on public.contact_imports using btree (created_by);

revoke all on table public.contact_imports from anon, authenticated, service_role;
grant select, insert, update, delete on table public.contact_imports to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.contact_imports to service_role;
