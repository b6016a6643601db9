create table "public"."order_receipt_tokens" (
  "id"         bigint                   generated always as identity not null,
  "order_id"   uuid                     not null,
  "token_hash" bytea                    not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "order_receipt_tokens_pkey" primary key (id),
  constraint "order_receipt_tokens_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade
);

alter table public.order_receipt_tokens enable row level security;

create index order_receipt_tokens_order_id_idx on public.order_receipt_tokens using btree (order_id);

revoke all on sequence public.order_receipt_tokens_id_seq from anon, authenticated, service_role;
grant select, update, usage on sequence public.order_receipt_tokens_id_seq to anon, authenticated, service_role;
revoke all on table public.order_receipt_tokens from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.order_receipt_tokens to service_role;
