create table "public"."marketing_unsubscribe_tokens" (
  "id"         uuid                     not null default gen_random_uuid(),
  "token_hash" bytea                    not null,
  "email"      extensions.citext        not null,
  "created_at" timestamp with time zone not null default now(),
  "used_at"    timestamp with time zone,
  constraint "marketing_unsubscribe_tokens_email_check" check (((email)::text ~ '^[^@\s]+@[^@\s]+$'::text)),
  constraint "marketing_unsubscribe_tokens_pkey" primary key (id),
  constraint "marketing_unsubscribe_tokens_token_hash_key" unique (token_hash)
);

alter table public.marketing_unsubscribe_tokens enable row level security;

create index marketing_unsubscribe_tokens_email_idx on public.marketing_unsubscribe_tokens using btree (email);

comment on table "public"."marketing_unsubscribe_tokens" is 'The unsubscribe link of each marketing mail (token_hash = sha256 of the token), for the address it was sent to; used once.';

revoke all on table public.marketing_unsubscribe_tokens from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.marketing_unsubscribe_tokens to service_role;
