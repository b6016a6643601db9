create table "public"."product_set_components" (
  "set_id"       uuid                     not null,
  "component_id" uuid                     not null,
  "quantity"     integer                  not null default 1,
  "created_at"   timestamp with time zone not null default now(),
  constraint "product_set_components_pkey" primary key (set_id, component_id),
  constraint "product_set_components_not_itself" check ((set_id <> component_id)),
  constraint "product_set_components_quantity_1_to_10" check (((quantity >= 1) AND (quantity <= 10))),
  constraint "product_set_components_set_id_fkey" foreign key (set_id) references public.products(id)
    on delete cascade,
  constraint "product_set_components_component_id_fkey" foreign key (component_id) references public.products(id)
    on delete restrict
);

alter table public.product_set_components enable row level security;

create index product_set_components_component_id_idx on public.product_set_components using btree (component_id);

create policy "admin writes need aal2 (delete)" on public.product_set_components as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.product_set_components as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admins delete set components" on public.product_set_components for delete to authenticated
  using ((select public.is_admin()));

create policy "admins insert set components" on public.product_set_components for insert to authenticated
  with check ((select public.is_admin()));

create policy "anyone reads components of published sets, admins read all" on public.product_set_components
  for select to anon, authenticated
  using (((select public.is_admin()) or (exists ( select 1 from public.products p where ((p.id = product_set_components.set_id) AND p.published)))));

comment on table "public"."product_set_components" is 'A set (a ritual) is a product made of other products: one row per component and how many of it one set holds. A set is sold only from stock: buying one holds and sells its components'' units (hold_order_units), its own stock column is unused. Written by admin_save_set_components.';

revoke all on table public.product_set_components from anon, authenticated, service_role;
grant select on table public.product_set_components to anon, authenticated;
grant insert, delete on table public.product_set_components to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.product_set_components to service_role;
