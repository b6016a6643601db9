create table "public"."checkout_settings" (
  "id"                    boolean                  not null default true,
  "max_units_per_product" integer                  not null default 10,
  "max_units_per_order"   integer                  not null default 30,
  "updated_at"            timestamp with time zone not null default now(),
  constraint "checkout_settings_id_check" check (id),
  constraint "checkout_settings_order_holds_a_product" check ((max_units_per_order >= max_units_per_product)),
  constraint "checkout_settings_per_order_1_to_1000"
    check (((max_units_per_order >= 1) AND (max_units_per_order <= 1000))),
  constraint "checkout_settings_per_product_1_to_1000"
    check (((max_units_per_product >= 1) AND (max_units_per_product <= 1000))),
  constraint "checkout_settings_pkey" primary key (id)
);

alter table public.checkout_settings enable row level security;

create trigger checkout_settings_set_updated_at before update on public.checkout_settings for each row execute function public.set_updated_at();

create policy "admin writes need aal2 (update)" on public.checkout_settings as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins read checkout settings" on public.checkout_settings for select to authenticated using ((select public.is_admin()));

create policy "admins update checkout settings" on public.checkout_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

comment on table "public"."checkout_settings" is 'One row: the units one unpaid checkout (and a guest client''s unpaid checkouts together) may hold, per product and in all. Set by the owner in the admin.';

revoke all on table public.checkout_settings from anon, authenticated, service_role;
grant select, update on table public.checkout_settings to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.checkout_settings to service_role;
