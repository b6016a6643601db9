create table "public"."back_in_stock_requests" (
  "id"          uuid                     not null default gen_random_uuid(),
  "email"       extensions.citext        not null,
  "client_hash" text,
  "created_at"  timestamp with time zone not null default now(),
  constraint "back_in_stock_requests_pkey" primary key (id)
);

alter table public.back_in_stock_requests enable row level security;

create index back_in_stock_requests_client_hash_created_at_idx on public.back_in_stock_requests
  using btree (client_hash, created_at desc)
  where (client_hash is not null);

create index back_in_stock_requests_email_created_at_idx on public.back_in_stock_requests
  using btree (email, created_at desc);

comment on table "public"."back_in_stock_requests" is 'Every "Tell me when it''s back" request (address, client hash, time), counted by subscribe_back_in_stock''s abuse limits; kept one day.';

revoke all on table public.back_in_stock_requests from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.back_in_stock_requests to service_role;
