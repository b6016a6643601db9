-- The VAT of an invoice in a foreign currency, stated in euros too (Directive 2006/112/EC art. 230; CGI annexe
-- II art. 242 nonies A: the amounts may be in any currency, the VAT due must also be given in the national
-- currency), converted at the European Central Bank's reference rate of the day the VAT became chargeable, or
-- the latest one before it (art. 91(2)): the document's date of issue, which is the payment's.
--
-- The English shop invoices in US dollars. The invoice-pdf function reads the ECB's published rates
-- (eurofxref-hist-90d.xml; `ECB_RATES_URL` overrides the address) the first time a dollar document is listed or
-- drawn, and records the rate here, once per document: a document's rate never changes afterwards, whatever the
-- ECB publishes later, so every copy prints the same euros. `vat_eur` is the document's VAT divided by the rate
-- (dollars per euro), rounded to the cent, worked out here from the finalised document.
--
-- Read like invoices (owners their own, admins all); written only by record_invoice_exchange_rate (service
-- role), never updated or deleted.

create table public.invoice_exchange_rates (
  invoice_id uuid primary key references public.invoices (id) on delete restrict,
  currency text not null check (currency in ('usd')),
  units_per_euro numeric(14, 6) not null check (units_per_euro > 0),
  rate_date date not null,
  source text not null check (source in ('ecb')),
  vat_eur numeric(12, 2) not null check (vat_eur >= 0),
  recorded_at timestamptz not null default now()
);

alter table public.invoice_exchange_rates enable row level security;
revoke all on public.invoice_exchange_rates from anon;
revoke insert, update, delete, truncate, references, trigger on public.invoice_exchange_rates from authenticated;

create policy "owners read their invoices' exchange rates, admins read all"
  on public.invoice_exchange_rates for select
  to authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.invoices i join public.orders o on o.id = i.order_id
      where i.id = invoice_id and o.user_id = (select auth.uid())
    )
  );

create function public.invoice_exchange_rates_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'an invoice''s exchange rate is recorded once and never changed'
    using errcode = 'insufficient_privilege', hint = 'invoice_exchange_rates_immutable';
end;
$$;

revoke execute on function public.invoice_exchange_rates_immutable() from public, anon, authenticated;

create trigger invoice_exchange_rates_immutable
  before update or delete on public.invoice_exchange_rates
  for each row execute function public.invoice_exchange_rates_immutable();

-- Records the rate of a finalised foreign-currency document, once; answers the row kept (the first one when a
-- rate was recorded already, so two renderings at once agree).
create function public.record_invoice_exchange_rate(
  p_invoice_number text,
  p_units_per_euro numeric,
  p_rate_date date,
  p_source text
) returns public.invoice_exchange_rates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_row public.invoice_exchange_rates;
begin
  select * into v_invoice from public.invoices where number = p_invoice_number;
  if v_invoice.id is null or v_invoice.finalized_at is null or v_invoice.currency = 'eur' then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'invoice';
  end if;
  if p_units_per_euro is null or p_units_per_euro <= 0 or p_rate_date is null
     or p_rate_date > (v_invoice.issued_at at time zone 'Europe/Paris')::date
     or p_rate_date < (v_invoice.issued_at at time zone 'Europe/Paris')::date - 10 then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'rate';
  end if;
  insert into public.invoice_exchange_rates (invoice_id, currency, units_per_euro, rate_date, source, vat_eur)
  values (
    v_invoice.id, v_invoice.currency, p_units_per_euro, p_rate_date, p_source,
    round(v_invoice.vat_amount / p_units_per_euro, 2)
  )
  on conflict (invoice_id) do nothing;
  select * into v_row from public.invoice_exchange_rates where invoice_id = v_invoice.id;
  return v_row;
end;
$$;

comment on function public.record_invoice_exchange_rate(text, numeric, date, text) is
  'Service role: the ECB rate of a finalised foreign-currency invoice or credit note, recorded once.';

revoke execute on function public.record_invoice_exchange_rate(text, numeric, date, text) from public, anon, authenticated;
grant execute on function public.record_invoice_exchange_rate(text, numeric, date, text) to service_role;
