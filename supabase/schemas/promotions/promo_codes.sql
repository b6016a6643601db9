create table "public"."promo_codes" (
  "id"                      uuid                     not null default gen_random_uuid(),
  "code"                    text                     not null,
  "kind"                    text                     not null,
  "percent_off"             numeric(5,2),
  "amount_off_eur"          numeric(12,2),
  "amount_off_usd"          numeric(12,2),
  "min_order_eur"           numeric(12,2)            not null default 0,
  "min_order_usd"           numeric(12,2)            not null default 0,
  "starts_at"               timestamp with time zone,
  "ends_at"                 timestamp with time zone,
  "max_uses"                integer,
  "max_uses_per_customer"   integer                  default 1,
  "excluded_product_ids"    uuid[]                   not null default '{}'::uuid[],
  "applies_to_reservations" boolean                  not null default false,
  "paused"                  boolean                  not null default false,
  "created_at"              timestamp with time zone not null default now(),
  "updated_at"              timestamp with time zone not null default now(),
  constraint "promo_codes_amount_off_eur_check" check ((amount_off_eur > (0)::numeric)),
  constraint "promo_codes_amount_off_usd_check" check ((amount_off_usd > (0)::numeric)),
  constraint "promo_codes_check1" check (((kind <> 'fixed'::text) OR ((amount_off_eur IS
    NOT NULL) AND (amount_off_usd IS NOT NULL)))),
  constraint "promo_codes_check2" check (((ends_at IS NULL) OR (starts_at IS NULL) OR (ends_at > starts_at))),
  constraint "promo_codes_check" check (((kind <> 'percent'::text) OR (percent_off IS NOT NULL))),
  constraint "promo_codes_code_check" check ((code ~ '^[A-Z0-9_-]{3,40}$'::text)),
  constraint "promo_codes_code_key" unique (code),
  constraint "promo_codes_kind_check" check ((kind = ANY (ARRAY['percent'::text, 'fixed'::text]))),
  constraint "promo_codes_max_uses_check" check ((max_uses > 0)),
  constraint "promo_codes_max_uses_per_customer_check" check ((max_uses_per_customer > 0)),
  constraint "promo_codes_min_order_eur_check" check ((min_order_eur >= (0)::numeric)),
  constraint "promo_codes_min_order_usd_check" check ((min_order_usd >= (0)::numeric)),
  constraint "promo_codes_percent_off_check"
    check (((percent_off > (0)::numeric) AND (percent_off <= (100)::numeric))),
  constraint "promo_codes_pkey" primary key (id)
);

alter table public.promo_codes enable row level security;

create trigger promo_codes_set_updated_at before update on public.promo_codes for each row execute function public.set_updated_at();

create policy "admin writes need aal2 (delete)" on public.promo_codes as restrictive for delete to authenticated using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.promo_codes as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.promo_codes as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins insert promo codes" on public.promo_codes for insert to authenticated with check ((select public.is_admin()));

create policy "admins read promo codes" on public.promo_codes for select to authenticated using ((select public.is_admin()));

create policy "admins update promo codes" on public.promo_codes for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

comment on table "public"."promo_codes" is 'Promotion codes: what they take off, when, for whom and how often.';

revoke all on table public.promo_codes from anon, authenticated, service_role;
grant select, insert, update, delete on table public.promo_codes to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.promo_codes to service_role;
