create table "public"."product_price_history" (
  "id"         bigint                   generated always as identity not null,
  "product_id" uuid                     not null,
  "currency"   text                     not null,
  "price"      numeric(12,2)            not null,
  "valid_from" timestamp with time zone not null default now(),
  "valid_to"   timestamp with time zone,
  constraint "product_price_history_currency_check"
    check ((currency = ANY (ARRAY['usd'::text, 'eur'::text]))),
  constraint "product_price_history_pkey" primary key (id),
  constraint "product_price_history_price_check" check ((price >= (0)::numeric)),
  constraint "product_price_history_valid_to_after_valid_from"
    check (((valid_to IS NULL) OR (valid_to > valid_from))),
  constraint "product_price_history_product_id_fkey" foreign key (product_id) references public.products(id)
    on delete cascade
);

alter table public.product_price_history enable row level security;

create unique index product_price_history_one_current_idx on public.product_price_history
  using btree (product_id, currency)
  where (valid_to is null);

create index product_price_history_product_currency_idx on public.product_price_history
  using btree (product_id, currency, valid_from);

create policy "admins read the price history" on public.product_price_history for select to authenticated using ((select public.is_admin()));

comment on table "public"."product_price_history" is 'Every price a product was charged, per currency (usd: price; eur: coalesce(price_euros, price)), with its period [valid_from, valid_to). Written by the products trigger only.';

revoke all on sequence public.product_price_history_id_seq from anon, authenticated, service_role;
grant select, update, usage on sequence public.product_price_history_id_seq to anon, authenticated, service_role;
revoke all on table public.product_price_history from anon, authenticated, service_role;
grant select on table public.product_price_history to authenticated, service_role;
