create table "public"."vat_settings" (
  "id"                  boolean                  not null default true,
  "oss_registered_from" date,
  "oss_threshold_eur"   numeric(12,2)            not null default 10000,
  "updated_at"          timestamp with time zone not null default now(),
  constraint "vat_settings_id_check" check (id),
  constraint "vat_settings_pkey" primary key (id),
  constraint "vat_settings_threshold_positive" check ((oss_threshold_eur > (0)::numeric))
);

alter table public.vat_settings enable row level security;

create trigger vat_settings_set_updated_at before update on public.vat_settings for each row execute function public.set_updated_at();

create policy "admin writes need aal2 (update)" on public.vat_settings as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins read vat settings" on public.vat_settings for select to authenticated using ((select public.is_admin()));

create policy "admins update vat settings" on public.vat_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

comment on table "public"."vat_settings" is 'One row: the day the shop''s OSS registration takes effect (null: not registered) and the EU distance-sales threshold in euros (10,000).';

revoke all on table public.vat_settings from anon, authenticated, service_role;
grant select, update on table public.vat_settings to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.vat_settings to service_role;
