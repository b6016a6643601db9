create or replace function public.admin_sales_journal(p_from date, p_to date)
  returns table (
    number            text,
    kind              text,
    issued_at         timestamp with time zone,
    issued_on         date,
    order_number      text,
    customer_country  text,
    vat_regime        text,
    vat_country       text,
    currency          text,
    amount_excl       numeric,
    vat_amount        numeric,
    amount_incl       numeric,
    vat_lines         jsonb,
    units_per_euro    numeric,
    rate_date         date,
    amount_excl_eur   numeric,
    vat_eur           numeric,
    amount_incl_eur   numeric,
    payment_reference text,
    refers_to         text
  )
  language plpgsql stable security definer set search_path to ''
as $function$
#variable_conflict use_column
begin
  perform public.admin_vat_require();
  perform public.accounting_period(p_from, p_to);
  perform public.accounting_require_rates(p_from, p_to);
  return query
    with documents as (
      select l.invoice_id,
             jsonb_agg(jsonb_build_object(
               'rate', l.rate, 'amount_excl', l.amount_excl, 'vat_amount', l.vat_amount,
               'amount_incl', l.amount_incl, 'amount_excl_eur', l.amount_excl_eur, 'vat_eur', l.vat_eur,
               'amount_incl_eur', l.amount_incl_eur
             ) order by l.rate desc) as lines,
             sum(l.amount_excl_eur) as excl_eur, sum(l.vat_eur) as vat_eur, sum(l.amount_incl_eur) as incl_eur
      from public.accounting_lines(p_from, p_to) l
      group by l.invoice_id
    )
    select i.number, i.kind, i.issued_at, public.paris_day(i.issued_at), o.number,
           coalesce(nullif(i.snapshot #>> '{customer,address,country}', ''), o.shipping_country),
           i.vat_regime, i.vat_country, i.currency,
           s.sign * i.amount_excl, s.sign * i.vat_amount, s.sign * i.amount_incl, d.lines,
           x.units_per_euro, x.rate_date, d.excl_eur, d.vat_eur, d.incl_eur,
           coalesce(
             case when i.kind = 'invoice' then (
               select ps.provider_session_id from public.payment_sessions ps
               where ps.order_id = i.order_id and ps.status = 'completed'
                 and ps.purpose = case when i.purpose = 'balance' then 'balance' else 'order' end
               order by ps.closed_at desc nulls last, ps.created_at desc
               limit 1
             ) end,
             o.payment_reference
           ),
           case when i.kind = 'credit_note' then (
             select string_agg(r.value ->> 'number', ' ' order by r.ordinality)
             from jsonb_array_elements(coalesce(i.snapshot -> 'references', '[]'::jsonb)) with ordinality r
           ) end
    from documents d
    join public.invoices i on i.id = d.invoice_id
    join public.orders o on o.id = i.order_id
    left join public.invoice_exchange_rates x on x.invoice_id = i.id
    cross join lateral (select case when i.kind = 'credit_note' then -1 else 1 end as sign) s
    order by i.issued_at, i.number;
end;
$function$;

comment on function "public"."admin_sales_journal"(date, date) is 'Admins at aal2: the sales journal of the Paris days p_from..p_to, one row per invoice and credit note (credit notes negative), with the VAT per rate, the euro figures at the recorded ECB rate and the payment reference. P0001 invalid_period, exchange_rate_missing.';

revoke all on function public.admin_sales_journal(p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.admin_sales_journal(p_from date, p_to date) to authenticated, service_role;
