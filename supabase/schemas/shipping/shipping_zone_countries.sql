create table "public"."shipping_zone_countries" (
  "country" text not null,
  "zone_id" uuid not null,
  constraint "shipping_zone_countries_country_check" check ((country ~ '^[A-Z]{2}$'::text)),
  constraint "shipping_zone_countries_pkey" primary key (country),
  constraint "shipping_zone_countries_zone_id_fkey" foreign key (zone_id) references public.shipping_zones(id)
    on delete cascade
);

alter table public.shipping_zone_countries enable row level security;

create index shipping_zone_countries_zone_idx on public.shipping_zone_countries using btree (zone_id);

create policy "admin writes need aal2 (delete)" on public.shipping_zone_countries as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.shipping_zone_countries as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.shipping_zone_countries as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins delete shipping_zone_countries" on public.shipping_zone_countries for delete to authenticated using ((select public.is_admin()));

create policy "admins insert shipping_zone_countries" on public.shipping_zone_countries for insert to authenticated with check ((select public.is_admin()));

create policy "admins update shipping_zone_countries" on public.shipping_zone_countries for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "anyone reads shipping_zone_countries" on public.shipping_zone_countries for select to anon, authenticated using (true);

comment on table "public"."shipping_zone_countries" is 'The zone each country is delivered in (one zone per country).';

revoke all on table public.shipping_zone_countries from anon, authenticated, service_role;
grant select, insert, update, delete on table public.shipping_zone_countries to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.shipping_zone_countries to service_role;
