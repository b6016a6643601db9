create table "public"."payment_sessions" (
  "id"                  uuid                     not null default gen_random_uuid(),
  "order_id"            uuid                     not null,
  "purpose"             text                     not null,
  "provider"            text                     not null,
  "provider_session_id" text,
  "url"                 text,
  "amount"              numeric(12,2)            not null,
  "currency"            text                     not null,
  "status"              text                     not null default 'opening'::text,
  "expires_at"          timestamp with time zone not null,
  "created_at"          timestamp with time zone not null default now(),
  "opened_at"           timestamp with time zone,
  "closed_at"           timestamp with time zone,
  constraint "payment_sessions_amount_check" check ((amount > (0)::numeric)),
  constraint "payment_sessions_check" check (((status <> 'open'::text) OR ((url IS
    NOT NULL) AND (provider_session_id IS NOT NULL)))),
  constraint "payment_sessions_currency_check" check ((currency = ANY (ARRAY['usd'::text, 'eur'::text]))),
  constraint "payment_sessions_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade,
  constraint "payment_sessions_pkey" primary key (id),
  constraint "payment_sessions_provider_check" check ((provider = ANY (ARRAY['test'::text, 'stripe'::text]))),
  constraint "payment_sessions_purpose_check" check ((purpose = ANY (ARRAY['order'::text, 'balance'::text]))),
  constraint "payment_sessions_status_check"
    check
    ((status = ANY (ARRAY['opening'::text, 'open'::text, 'completed'::text, 'expired'::text, 'failed'::text,
    'cancelled'::text])))
);

alter table public.payment_sessions enable row level security;

create unique index payment_sessions_one_open_idx on public.payment_sessions using btree (order_id, purpose)
  where (status = ANY (ARRAY['opening'::text, 'open'::text]));

create index payment_sessions_open_expiry_idx on public.payment_sessions using btree (expires_at)
  where (status = ANY (ARRAY['opening'::text, 'open'::text]));

create index payment_sessions_order_id_idx on public.payment_sessions using btree (order_id, created_at);

create unique index payment_sessions_provider_session_idx on public.payment_sessions
  using btree (provider, provider_session_id)
  where (provider_session_id is not null);

create policy "admin reads need aal2" on public.payment_sessions as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admins read payment sessions" on public.payment_sessions for select to authenticated using ((select public.is_admin()));

comment on table "public"."payment_sessions" is 'The provider checkout sessions of each order: at most one opening/open per order and purpose.';

revoke all on table public.payment_sessions from anon, authenticated, service_role;
grant select on table public.payment_sessions to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.payment_sessions to service_role;
