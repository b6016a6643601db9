create or replace function public.record_invoice_exchange_rate (
  p_invoice_number text,
  p_units_per_euro numeric,
  p_rate_date      date,
  p_source         text
)
  returns public.invoice_exchange_rates
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_invoice public.invoices;
  v_row public.invoice_exchange_rates;
begin
  select * into v_invoice from public.invoices where number = p_invoice_number;
  if v_invoice.id is null or v_invoice.currency = 'eur' then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'invoice';
  end if;
  if p_units_per_euro is null or p_units_per_euro <= 0 or p_rate_date is null
     or p_rate_date > public.paris_day(v_invoice.issued_at)
     or p_rate_date < public.paris_day(v_invoice.issued_at) - 10 then
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
$function$;

comment on function "public"."record_invoice_exchange_rate"(text, numeric, date, text) is
  'Service role: the ECB rate of a finalised foreign-currency invoice or credit note, recorded once.';

revoke all on function public.record_invoice_exchange_rate(p_invoice_number text, p_units_per_euro numeric, p_rate_date date, p_source text) from public, anon, authenticated, service_role;
grant execute on function public.record_invoice_exchange_rate(p_invoice_number text, p_units_per_euro numeric, p_rate_date date, p_source text) to service_role;
