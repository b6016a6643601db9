create or replace function public.order_units_per_euro(p_order_id uuid, p_currency text)
  returns numeric language sql stable set search_path to ''
as $function$
  select case when p_currency = 'eur' then 1::numeric else coalesce(
    (select x.units_per_euro from public.invoices i
       join public.invoice_exchange_rates x on x.invoice_id = i.id
     where i.order_id = p_order_id order by i.issued_at limit 1),
    (select x.units_per_euro from public.invoice_exchange_rates x
     where x.currency = p_currency order by x.rate_date desc, x.recorded_at desc limit 1),
    1::numeric) end
$function$;

revoke all on function public.order_units_per_euro(p_order_id uuid, p_currency text) from public, anon, authenticated, service_role;
grant execute on function public.order_units_per_euro(p_order_id uuid, p_currency text) to service_role;
