create table "public"."invoice_exchange_rates" (
  "invoice_id"     uuid                     not null,
  "currency"       text                     not null,
  "units_per_euro" numeric(14,6)            not null,
  "rate_date"      date                     not null,
  "source"         text                     not null,
  "vat_eur"        numeric(12,2)            not null,
  "recorded_at"    timestamp with time zone not null default now(),
  constraint "invoice_exchange_rates_currency_check" check ((currency = 'usd'::text)),
  constraint "invoice_exchange_rates_pkey" primary key (invoice_id),
  constraint "invoice_exchange_rates_source_check" check ((source = 'ecb'::text)),
  constraint "invoice_exchange_rates_units_per_euro_check" check ((units_per_euro > (0)::numeric)),
  constraint "invoice_exchange_rates_vat_eur_check" check ((vat_eur >= (0)::numeric)),
  constraint "invoice_exchange_rates_invoice_id_fkey" foreign key (invoice_id) references public.invoices(id)
    on delete restrict
);

alter table public.invoice_exchange_rates enable row level security;

create index invoice_exchange_rates_latest_idx on public.invoice_exchange_rates
  using btree (currency, rate_date desc, recorded_at desc);

create trigger invoice_exchange_rates_immutable
  before delete or update on public.invoice_exchange_rates
  for each row
  execute function public.invoice_exchange_rates_immutable();

create policy "owners read their invoices' exchange rates, admins read all"
  on "public"."invoice_exchange_rates"
  for select
  to "authenticated"
  using ((( select public.is_admin() as is_admin) or (exists ( select 1
   from (public.invoices i
     JOIN public.orders o on ((o.id = i.order_id)))
  where ((i.id = invoice_exchange_rates.invoice_id) AND (o.user_id = ( select auth.uid() as uid)))))));

revoke all on table public.invoice_exchange_rates from anon, authenticated, service_role;
grant select on table public.invoice_exchange_rates to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.invoice_exchange_rates to service_role;
