create table "public"."shipping_rates" (
  "id"          uuid                     not null default gen_random_uuid(),
  "zone_id"     uuid                     not null,
  "currency"    text                     not null,
  "up_to_grams" integer,
  "amount"      numeric(12,2)            not null,
  "created_at"  timestamp with time zone not null default now(),
  constraint "shipping_rates_amount_check" check ((amount >= (0)::numeric)),
  constraint "shipping_rates_currency_check" check ((currency = ANY (ARRAY['eur'::text, 'usd'::text]))),
  constraint "shipping_rates_pkey" primary key (id),
  constraint "shipping_rates_up_to_grams_check" check ((up_to_grams > 0)),
  constraint "shipping_rates_zone_id_currency_up_to_grams_key" unique nulls
    not DISTINCT (zone_id, currency, up_to_grams),
  constraint "shipping_rates_zone_id_fkey" foreign key (zone_id) references public.shipping_zones(id)
    on delete cascade
);

alter table public.shipping_rates enable row level security;

create policy "admin writes need aal2 (delete)" on public.shipping_rates as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.shipping_rates as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.shipping_rates as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins delete shipping_rates" on public.shipping_rates for delete to authenticated using ((select public.is_admin()));

create policy "admins insert shipping_rates" on public.shipping_rates for insert to authenticated with check ((select public.is_admin()));

create policy "admins update shipping_rates" on public.shipping_rates for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "anyone reads shipping_rates" on public.shipping_rates for select to anon, authenticated using (true);

comment on table "public"."shipping_rates" is 'What delivery costs in a zone and currency for an order weighing up to up_to_grams (null: any weight).';

revoke all on table public.shipping_rates from anon, authenticated, service_role;
grant select, insert, update, delete on table public.shipping_rates to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.shipping_rates to service_role;
