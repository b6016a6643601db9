create table "public"."shipping_zones" (
  "id"            uuid                     not null default gen_random_uuid(),
  "code"          text                     not null,
  "name_en"       text                     not null,
  "name_fr"       text                     not null,
  "position"      integer                  not null default 0,
  "free_from_eur" numeric(12,2),
  "free_from_usd" numeric(12,2),
  "created_at"    timestamp with time zone not null default now(),
  "updated_at"    timestamp with time zone not null default now(),
  constraint "shipping_zones_code_check" check ((code ~ '^[a-z0-9-]{1,40}$'::text)),
  constraint "shipping_zones_code_key" unique (code),
  constraint "shipping_zones_free_from_eur_check" check ((free_from_eur >= (0)::numeric)),
  constraint "shipping_zones_free_from_usd_check" check ((free_from_usd >= (0)::numeric)),
  constraint "shipping_zones_name_en_check"
    check (((length(btrim(name_en)) >= 1) AND (length(btrim(name_en)) <= 80))),
  constraint "shipping_zones_name_fr_check"
    check (((length(btrim(name_fr)) >= 1) AND (length(btrim(name_fr)) <= 80))),
  constraint "shipping_zones_pkey" primary key (id)
);

alter table public.shipping_zones enable row level security;

create trigger shipping_zones_set_updated_at before update on public.shipping_zones for each row execute function public.set_updated_at();

create policy "admin writes need aal2 (delete)" on public.shipping_zones as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.shipping_zones as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.shipping_zones as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins delete shipping_zones" on public.shipping_zones for delete to authenticated using ((select public.is_admin()));

create policy "admins insert shipping_zones" on public.shipping_zones for insert to authenticated with check ((select public.is_admin()));

create policy "admins update shipping_zones" on public.shipping_zones for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "anyone reads shipping_zones" on public.shipping_zones for select to anon, authenticated using (true);

comment on table "public"."shipping_zones" is 'Delivery zones; free_from_<currency> is the goods subtotal from which delivery is free (null: never).';

revoke all on table public.shipping_zones from anon, authenticated, service_role;
grant select, insert, update, delete on table public.shipping_zones to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.shipping_zones to service_role;
