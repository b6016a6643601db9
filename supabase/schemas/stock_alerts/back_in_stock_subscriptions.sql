create table "public"."back_in_stock_subscriptions" (
  "id"                     uuid                     not null default gen_random_uuid(),
  "product_id"             uuid                     not null,
  "email"                  extensions.citext        not null,
  "locale"                 text                     not null default 'en'::text,
  "user_id"                uuid,
  "status"                 text                     not null default 'pending'::text,
  "confirm_token_hash"     bytea,
  "unsubscribe_token_hash" bytea,
  "client_hash"            text,
  "created_at"             timestamp with time zone not null default now(),
  "requested_at"           timestamp with time zone not null default now(),
  "confirm_expires_at"     timestamp with time zone,
  "confirmed_at"           timestamp with time zone,
  "notified_at"            timestamp with time zone,
  "unsubscribed_at"        timestamp with time zone,
  constraint "back_in_stock_subscriptions_email_check" check (((email)::text ~ '^[^@\s]+@[^@\s]+$'::text)),
  constraint "back_in_stock_subscriptions_locale_check" check ((locale = ANY (ARRAY['en'::text, 'fr'::text]))),
  constraint "back_in_stock_subscriptions_status_check"
    check ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'notified'::text, 'unsubscribed'::text]))),
  constraint "back_in_stock_subscriptions_confirmed_has_date"
    check (((status <> ALL (ARRAY['confirmed'::text, 'notified'::text])) OR (confirmed_at IS NOT NULL))),
  constraint "back_in_stock_subscriptions_pkey" primary key (id),
  constraint "back_in_stock_subscriptions_product_email_key" unique (product_id, email),
  constraint "back_in_stock_subscriptions_confirm_token_hash_key" unique (confirm_token_hash),
  constraint "back_in_stock_subscriptions_unsubscribe_token_hash_key" unique (unsubscribe_token_hash),
  constraint "back_in_stock_subscriptions_product_id_fkey" foreign key (product_id) references public.products(id)
    on delete cascade,
  constraint "back_in_stock_subscriptions_user_id_fkey" foreign key (user_id) references auth.users(id)
    on delete set null
);

alter table public.back_in_stock_subscriptions enable row level security;

create index back_in_stock_subscriptions_email_idx on public.back_in_stock_subscriptions using btree (email);

create index back_in_stock_subscriptions_user_id_idx on public.back_in_stock_subscriptions using btree (user_id);

create policy "admin reads need aal2" on public.back_in_stock_subscriptions as restrictive for select to authenticated
  using ((select public.admin_read_allowed()));

create policy "admins read back-in-stock subscriptions" on public.back_in_stock_subscriptions for select to authenticated
  using ((select public.is_admin()));

comment on table "public"."back_in_stock_subscriptions" is 'Back-in-stock alerts, one per product and address: pending (double opt-in mailed), confirmed (waiting), notified (mailed once when the stock came back), unsubscribed. Written only by the SECURITY DEFINER functions and the products trigger; admins read it at aal2.';

comment on column "public"."back_in_stock_subscriptions"."confirm_token_hash" is 'sha256 of the token of the last confirmation mail; kept once confirmed (opening the link again says used), null once unsubscribed or waiting without a mail (a member''s own address).';

comment on column "public"."back_in_stock_subscriptions"."unsubscribe_token_hash" is 'sha256 of the way-out token of the last mail sent for this alert (each mail carries a new one).';

comment on column "public"."back_in_stock_subscriptions"."client_hash" is 'public.request_client_hash() of the last request, for the abuse limits.';

revoke all on table public.back_in_stock_subscriptions from anon, authenticated, service_role;
grant select on table public.back_in_stock_subscriptions to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.back_in_stock_subscriptions to service_role;
