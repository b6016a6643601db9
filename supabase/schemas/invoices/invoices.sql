create table "public"."invoices" (
  "id"              uuid                     not null default gen_random_uuid(),
  "number"          text                     not null,
  "series"          text                     not null,
  "year"            integer                  not null,
  "sequence_number" integer                  not null,
  "kind"            text                     not null,
  "purpose"         text                     not null,
  "order_id"        uuid                     not null,
  "issued_at"       timestamp with time zone not null,
  "currency"        text                     not null,
  "amount_incl"     numeric(12,2)            not null,
  "amount_excl"     numeric(12,2)            not null,
  "vat_amount"      numeric(12,2)            not null,
  "vat_rate"        numeric(5,2),
  "snapshot"        jsonb                    not null,
  "finalized_at"    timestamp with time zone,
  "created_at"      timestamp with time zone not null default now(),
  "vat_regime"      text                     not null,
  "vat_country"     text                     not null,
  constraint "invoices_amount_incl_check" check ((amount_incl > (0)::numeric)),
  constraint "invoices_check1" check (((kind = 'credit_note'::text) = (purpose = 'refund'::text))),
  constraint "invoices_check5" check (((finalized_at IS NULL) OR ((amount_excl + vat_amount) = amount_incl))),
  constraint "invoices_check" check (((kind = 'invoice'::text) = (series = 'F'::text))),
  constraint "invoices_currency_check" check ((currency = ANY (ARRAY['usd'::text, 'eur'::text]))),
  constraint "invoices_invoice_has_a_rate" check (((kind <> 'invoice'::text) OR (vat_rate IS NOT NULL))),
  constraint "invoices_kind_check" check ((kind = ANY (ARRAY['invoice'::text, 'credit_note'::text]))),
  constraint "invoices_number_key" unique (number),
  constraint "invoices_pkey" primary key (id),
  constraint "invoices_purpose_check"
    check ((purpose = ANY (ARRAY['full'::text, 'deposit'::text, 'balance'::text, 'refund'::text]))),
  constraint "invoices_sequence_number_check" check ((sequence_number > 0)),
  constraint "invoices_series_fkey" foreign key (series) references public.invoice_series(series),
  constraint "invoices_series_year_sequence_number_key" unique (series, year, sequence_number),
  constraint "invoices_vat_country_iso" check ((vat_country ~ '^[A-Z]{2}$'::text)),
  constraint "invoices_vat_rate_check" check (((vat_rate >= (0)::numeric) AND (vat_rate < (100)::numeric))),
  constraint "invoices_vat_regime_known"
    check ((vat_regime = ANY (ARRAY['domestic'::text, 'eu_origin'::text, 'eu_oss'::text, 'export'::text]))),
  constraint "invoices_order_id_fkey" foreign key (order_id) references public.orders(id) on delete restrict
);

alter table public.invoices enable row level security;

create index invoices_issued_at_idx on public.invoices using btree (issued_at);

create unique index invoices_one_per_payment_idx on public.invoices using btree (order_id, purpose)
  where (kind = 'invoice'::text);

create index invoices_order_id_idx on public.invoices using btree (order_id, issued_at);

create trigger invoices_immutable before delete or update on public.invoices for each row execute function public.invoices_immutable();

create trigger invoices_numbered before insert on public.invoices for each row execute function public.invoices_numbered();

create policy "admin reads need aal2" on public.invoices as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read their invoices, admins read all" on public.invoices for select to authenticated
  using (((select public.is_staff()) or (exists ( select 1 from public.orders o where ((o.id = invoices.order_id) AND (o.user_id = (select auth.uid())))))));

comment on table "public"."invoices" is 'Invoices and credit notes: numbered without gaps per series and year, snapshot = everything printed (frozen). Never deleted or rewritten.';

revoke all on table public.invoices from anon, authenticated, service_role;
grant select on table public.invoices to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.invoices to service_role;
