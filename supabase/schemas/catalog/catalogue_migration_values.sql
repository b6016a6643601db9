create table "public"."catalogue_migration_values" (
  "product_id" uuid                     not null,
  "field"      text                     not null,
  "value"      jsonb                    not null,
  "applied_at" timestamp with time zone not null default now(),
  constraint "catalogue_migration_values_pkey" primary key (product_id, field),
  constraint "catalogue_migration_values_product_id_fkey"
    foreign key (product_id) references public.products(id) on delete cascade
);

alter table public.catalogue_migration_values enable row level security;

create policy "admin reads need aal2" on public.catalogue_migration_values as restrictive for select to authenticated
  using ((select public.admin_read_allowed()));

create policy "admins read what the catalogue migration wrote" on public.catalogue_migration_values for select
  to authenticated using ((select public.is_admin()));

comment on table "public"."catalogue_migration_values" is 'The value the catalogue migration last wrote in each field of a product (admin_apply_catalogue_migration). A field whose value in products still equals it was not edited by the owner since: the dry run ticks its change by default; any other change is left unticked, so an import never reverts an owner''s edit unless the owner ticks it.';

revoke all on table public.catalogue_migration_values from anon, authenticated, service_role;
grant select on table public.catalogue_migration_values to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.catalogue_migration_values to service_role;
