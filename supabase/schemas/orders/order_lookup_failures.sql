create table "public"."order_lookup_failures" (
  "id"           bigint                   generated always as identity not null,
  "client_key"   text                     not null,
  "order_number" text                     not null,
  "created_at"   timestamp with time zone not null default now(),
  constraint "order_lookup_failures_pkey" primary key (id)
);

alter table public.order_lookup_failures enable row level security;

create index order_lookup_failures_client_idx on public.order_lookup_failures
  using btree (client_key, created_at);

create index order_lookup_failures_client_number_idx on public.order_lookup_failures
  using btree (client_key, order_number, created_at desc);

create index order_lookup_failures_created_at_idx on public.order_lookup_failures using btree (created_at);

create index order_lookup_failures_number_idx on public.order_lookup_failures
  using btree (order_number, created_at);

revoke all on sequence public.order_lookup_failures_id_seq from anon, authenticated, service_role;
grant select, update, usage on sequence public.order_lookup_failures_id_seq to anon, authenticated, service_role;
revoke all on table public.order_lookup_failures from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.order_lookup_failures to service_role;
