create table "public"."promo_code_failures" (
  "id"         bigint                   generated always as identity not null,
  "client_key" text                     not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "promo_code_failures_pkey" primary key (id)
);

alter table public.promo_code_failures enable row level security;

create index promo_code_failures_client_idx on public.promo_code_failures
  using btree (client_key, created_at desc);

revoke all on sequence public.promo_code_failures_id_seq from anon, authenticated, service_role;
grant select, update, usage on sequence public.promo_code_failures_id_seq to anon, authenticated, service_role;
revoke all on table public.promo_code_failures from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.promo_code_failures to service_role;
