create or replace function public.accounting_missing_exchange_rates(p_from date, p_to date)
  returns table (
    number    text,
    currency  text,
    issued_at timestamp with time zone
  )
  language sql stable set search_path to ''
as $function$
  select i.number, i.currency, i.issued_at
  from public.accounting_period(p_from, p_to) p
  join public.invoices i on i.issued_at >= p.o_start and i.issued_at < p.o_end
  where i.currency <> 'eur'
    and not exists (select 1 from public.invoice_exchange_rates x where x.invoice_id = i.id)
  order by i.issued_at, i.number
$function$;

comment on function "public"."accounting_missing_exchange_rates"(date, date) is 'Service role (record-exchange-rates): the dollar invoices and credit notes issued on the Paris days p_from..p_to that have no recorded ECB rate yet.';

revoke all on function public.accounting_missing_exchange_rates(p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.accounting_missing_exchange_rates(p_from date, p_to date) to service_role;
