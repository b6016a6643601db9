create table "public"."orders" (
  "id"                     uuid                     not null default gen_random_uuid(),
  "number"                 text
    not null default ('MI-'::text || (nextval('public.order_number_seq'::regclass))::text),
  "user_id"                uuid,
  "contact_id"             uuid,
  "email"                  extensions.citext        not null,
  "name"                   text                     not null,
  "phone"                  text,
  "shipping_address_line1" text,
  "shipping_address_line2" text,
  "shipping_city"          text,
  "shipping_postal_code"   text,
  "shipping_region"        text,
  "shipping_country"       text,
  "locale"                 text                     not null default 'en'::text,
  "currency"               text                     not null,
  "kind"                   text                     not null default 'purchase'::text,
  "subtotal"               numeric(12,2)            not null,
  "shipping_amount"        numeric(12,2)            not null default 0,
  "amount_due_now"         numeric(12,2)            not null,
  "balance_due"            numeric(12,2)            not null default 0,
  "amount_paid"            numeric(12,2)            not null default 0,
  "refunded_amount"        numeric(12,2)            not null default 0,
  "payment_provider"       text,
  "payment_reference"      text,
  "idempotency_key"        text,
  "accepted_terms_at"      timestamp with time zone,
  "paid_at"                timestamp with time zone,
  "cancelled_at"           timestamp with time zone,
  "created_at"             timestamp with time zone not null default now(),
  "updated_at"             timestamp with time zone not null default now(),
  "refund_due"             numeric(12,2)            not null default 0,
  "delivered_at"           timestamp with time zone,
  "discount_amount"        numeric(12,2)            not null default 0,
  "promo_code"             text,
  "client_hash"            text,
  "vat_regime"             text                     not null default 'domestic'::text,
  "vat_country"            text                     not null default 'FR'::text,
  "vat_rate"               numeric(5,2)             not null default 0,
  "terms_version"          text,
  constraint "orders_amount_due_now_check" check ((amount_due_now >= (0)::numeric)),
  constraint "orders_amount_paid_check" check ((amount_paid >= (0)::numeric)),
  constraint "orders_balance_due_check" check ((balance_due >= (0)::numeric)),
  constraint "orders_check1" check ((balance_due <= (subtotal + shipping_amount))),
  constraint "orders_check2" check ((refunded_amount <= amount_paid)),
  constraint "orders_check" check ((amount_due_now <= (subtotal + shipping_amount))),
  constraint "orders_contact_id_fkey" foreign key (contact_id) references public.contacts(id) on delete
    set null,
  constraint "orders_currency_check" check ((currency = ANY (ARRAY['usd'::text, 'eur'::text]))),
  constraint "orders_discount_amount_check" check ((discount_amount >= (0)::numeric)),
  constraint "orders_discount_within_subtotal" check ((discount_amount <= subtotal)),
  constraint "orders_email_check" check (((email)::text ~ '^[^@\s]+@[^@\s]+$'::text)),
  constraint "orders_export_untaxed"
    check (((vat_regime IS DISTINCT FROM 'export'::text) OR (vat_rate = (0)::numeric))),
  constraint "orders_idempotency_key_key" unique (idempotency_key),
  constraint "orders_kind_check"
    check ((kind = ANY (ARRAY['purchase'::text, 'reservation'::text, 'preorder'::text]))),
  constraint "orders_locale_check" check ((locale = ANY (ARRAY['en'::text, 'fr'::text]))),
  constraint "orders_name_check" check (((length(name) >= 1) AND (length(name) <= 200))),
  constraint "orders_number_key" unique (number),
  constraint "orders_payment_provider_check"
    check ((payment_provider = ANY (ARRAY['test'::text, 'stripe'::text]))),
  constraint "orders_pkey" primary key (id),
  constraint "orders_refund_due_check" check ((refund_due >= (0)::numeric)),
  constraint "orders_refund_due_within_paid" check (((refunded_amount + refund_due) <= amount_paid)),
  constraint "orders_refunded_amount_check" check ((refunded_amount >= (0)::numeric)),
  constraint "orders_shipping_amount_check" check ((shipping_amount >= (0)::numeric)),
  constraint "orders_shipping_country_check" check ((shipping_country ~ '^[A-Z]{2}$'::text)),
  constraint "orders_subtotal_check" check ((subtotal >= (0)::numeric)),
  constraint "orders_user_id_fkey" foreign key (user_id) references auth.users(id) on delete set null,
  constraint "orders_vat_country_iso" check ((vat_country ~ '^[A-Z]{2}$'::text)),
  constraint "orders_vat_rate_range" check (((vat_rate >= (0)::numeric) AND (vat_rate < (100)::numeric))),
  constraint "orders_vat_regime_known"
    check ((vat_regime = ANY (ARRAY['domestic'::text, 'eu_origin'::text, 'eu_oss'::text, 'export'::text]))),
  constraint "orders_terms_version_fkey" foreign key (terms_version) references public.terms_versions(id)
);

alter table public.orders enable row level security;

alter table "public"."orders"
  add column "created_on" date generated always as (((created_at AT TIME ZONE 'Europe/Paris'::text))::date)
    stored;

alter table public.orders add column "total" numeric(12,2) generated always as (((subtotal + shipping_amount) - discount_amount)) stored;

alter table "public"."orders"
  add column "status" public.order_status not null default 'pending_payment'::public.order_status;

alter table "public"."orders"
  add constraint "orders_check3"
    check
    (((status <> ALL (ARRAY['paid'::public.order_status, 'shipped'::public.order_status,
    'delivered'::public.order_status])) OR (balance_due = (0)::numeric)));

create index orders_contact_id_idx on public.orders using btree (contact_id);

create index orders_created_at_idx on public.orders using btree (created_at desc);

create index orders_created_on_idx on public.orders using btree (created_on);

create index orders_email_idx on public.orders using btree (email);

create index orders_eu_distance_idx on public.orders using btree (created_at)
  where (vat_regime = ANY (ARRAY['eu_origin'::text, 'eu_oss'::text]));

create index orders_guest_client_idx on public.orders using btree (client_hash, created_at desc)
  where (client_hash is not null);

create index orders_guest_email_idx on public.orders using btree (email, client_hash, created_at desc)
  where (client_hash is not null);

create index orders_payment_reference_idx on public.orders using btree (payment_provider, payment_reference);

create index orders_status_idx on public.orders using btree (status, created_at desc);

create index orders_terms_version_idx on public.orders using btree (terms_version);

create index orders_user_id_idx on public.orders using btree (user_id);

create trigger orders_aa_refuse_direct_change
  before update on public.orders
  for each row
  execute function
    public.refuse_direct_order_change('status', 'name', 'phone', 'shipping_address_line1',
    'shipping_address_line2',
    'shipping_city',
    'shipping_postal_code',
    'shipping_region',
    'shipping_country',
    'subtotal',
    'shipping_amount',
    'amount_due_now',
    'balance_due',
    'amount_paid', 'refunded_amount', 'discount_amount', 'refund_due', 'updated_at', 'delivered_at');

create trigger orders_cancelled_mail
  after update of status on public.orders
  for each row
  when
    (((new.status = 'cancelled'::public.order_status) AND (old.status = ANY
    (ARRAY['deposit_paid'::public.order_status, 'paid'::public.order_status,
    'fulfilled'::public.order_status]))))
  execute function public.orders_cancelled_mail();

create trigger orders_check_shipped before update of status on public.orders for each row execute function public.orders_check_shipped();

create trigger orders_check_status before update of status on public.orders for each row execute function public.orders_check_status();

create trigger orders_decide_vat before insert or update of shipping_country on public.orders for each row execute function public.orders_decide_vat();

create trigger orders_link_contact
  after update of status on public.orders
  for each row
  when
    (((old.status = 'pending_payment'::public.order_status) AND (new.status = ANY
    (ARRAY['paid'::public.order_status, 'deposit_paid'::public.order_status])) AND (new.contact_id IS NULL)))
  execute function public.orders_link_contact();

create trigger orders_log_status_change after insert or update of status on public.orders for each row execute function public.log_order_status_change();

create trigger orders_log_update after update on public.orders for each row execute function public.log_order_update();

create trigger orders_promo_redemption
  after update of status on public.orders
  for each row
  when ((old.status IS DISTINCT FROM new.status))
  execute function public.orders_promo_redemption();

create trigger orders_raise_alerts
  after update of status on public.orders
  for each row
  when ((old.status IS DISTINCT FROM new.status))
  execute function public.orders_raise_alerts();

create trigger orders_refuse_direct_money_change
  before insert or update of subtotal,
    shipping_amount,
    amount_due_now, balance_due, amount_paid, refunded_amount, discount_amount, refund_due on public.orders
  for each row
  execute function
    public.refuse_direct_money_change('subtotal', 'shipping_amount', 'amount_due_now', 'balance_due',
    'amount_paid', 'refunded_amount', 'discount_amount', 'refund_due');

create trigger orders_set_delivered_at before insert or update on public.orders for each row execute function public.orders_set_delivered_at();

create trigger orders_set_updated_at before update on public.orders for each row execute function public.set_updated_at();

create trigger orders_stock_on_status
  after update of status on public.orders
  for each row
  when ((old.status IS DISTINCT FROM new.status))
  execute function public.orders_stock_on_status();

create trigger orders_zz_invoices
  after update of status, refunded_amount on public.orders
  for each row
  when
    (((old.status IS DISTINCT FROM new.status) OR (old.refunded_amount IS DISTINCT FROM new.refunded_amount)))
  execute function public.orders_issue_invoices();

create policy "admin reads need aal2" on public.orders as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admin writes need aal2 (update)" on public.orders as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins update orders" on public.orders for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "owners read their orders, admins read all" on public.orders for select to authenticated
  using (((user_id = (select auth.uid())) or (select public.is_staff())));

comment on column "public"."orders"."client_hash" is 'sha256 of the address the platform vouched for when a guest placed the order (cf-connecting-ip); null for members and direct calls.';

comment on column "public"."orders"."created_on" is 'The day the order was placed in the shop''s time zone (Europe/Paris): what the order lists filter on.';

comment on column "public"."orders"."delivered_at" is 'When the order was marked delivered (set by the trigger orders_set_delivered_at); the withdrawal period runs from it.';

comment on column "public"."orders"."discount_amount" is 'What the promotion code took off the goods (incl. VAT).';

comment on column "public"."orders"."promo_code" is 'The promotion code applied to the order, as the shop spells it.';

comment on column "public"."orders"."refund_due" is 'Money received that the shop must give back and has not yet (an automatic refund pending or failed): the admin''s flag.';

comment on column "public"."orders"."terms_version" is 'The version of the terms of sale the customer accepted at checkout (public.terms_versions). Null only on orders placed before versions were recorded.';

comment on column "public"."orders"."vat_regime" is 'domestic | eu_origin | eu_oss | export: how the order is taxed, decided from the delivery country when it was placed (public.vat_decision).';

alter table "public"."orders"
  add column "search_text" text generated always as
    (public.unaccent_immutable(lower(((((number || ' '::text) || (email)::text) || ' '::text) || name))))
    stored;

create index orders_search_text_trgm_idx on public.orders using gin (search_text extensions.gin_trgm_ops);

revoke all on table public.orders from anon, authenticated, service_role;
grant select on table public.orders to anon;
grant select, update on table public.orders to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.orders to service_role;
