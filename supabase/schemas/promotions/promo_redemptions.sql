create table "public"."promo_redemptions" (
  "id"              uuid                     not null default gen_random_uuid(),
  "promo_code_id"   uuid                     not null,
  "order_id"        uuid                     not null,
  "email"           text                     not null,
  "user_id"         uuid,
  "status"          text                     not null default 'held'::text,
  "discount_amount" numeric(12,2)            not null,
  "currency"        text                     not null,
  "created_at"      timestamp with time zone not null default now(),
  "closed_at"       timestamp with time zone,
  constraint "promo_redemptions_currency_check" check ((currency = ANY (ARRAY['eur'::text, 'usd'::text]))),
  constraint "promo_redemptions_discount_amount_check" check ((discount_amount > (0)::numeric)),
  constraint "promo_redemptions_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade,
  constraint "promo_redemptions_order_id_key" unique (order_id),
  constraint "promo_redemptions_pkey" primary key (id),
  constraint "promo_redemptions_promo_code_id_fkey" foreign key (promo_code_id)
    references public.promo_codes(id) on delete restrict,
  constraint "promo_redemptions_status_check"
    check ((status = ANY (ARRAY['held'::text, 'used'::text, 'released'::text]))),
  constraint "promo_redemptions_user_id_fkey" foreign key (user_id) references auth.users(id) on delete
    set null
);

alter table public.promo_redemptions enable row level security;

create index promo_redemptions_code_idx on public.promo_redemptions using btree (promo_code_id, status);

create index promo_redemptions_email_idx on public.promo_redemptions using btree (promo_code_id, email);

create index promo_redemptions_user_idx on public.promo_redemptions using btree (user_id);

create policy "admin reads need aal2" on public.promo_redemptions as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admins read promo uses" on public.promo_redemptions for select to authenticated using ((select public.is_admin()));

comment on table "public"."promo_redemptions" is 'One use of a code by an order: held while the order is pending, used once paid, released when cancelled.';

revoke all on table public.promo_redemptions from anon, authenticated, service_role;
grant select on table public.promo_redemptions to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.promo_redemptions to service_role;
