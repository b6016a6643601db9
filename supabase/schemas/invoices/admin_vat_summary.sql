create or replace function public.admin_vat_summary(p_from date, p_to date)
  returns table (
    vat_return      text,
    vat_regime      text,
    country         text,
    rate            numeric,
    currency        text,
    documents       integer,
    amount_excl     numeric,
    vat_amount      numeric,
    amount_excl_eur numeric,
    vat_eur         numeric
  )
  language plpgsql stable security definer set search_path to ''
as $function$
#variable_conflict use_column
begin
  perform public.admin_vat_require();
  perform public.accounting_period(p_from, p_to);
  perform public.accounting_require_rates(p_from, p_to);
  return query
    select case when l.vat_regime = 'eu_oss' then 'OSS' else 'FR' end, l.vat_regime, l.vat_country, l.rate,
           l.currency, count(distinct l.invoice_id)::integer, sum(l.amount_excl), sum(l.vat_amount),
           sum(l.amount_excl_eur), sum(l.vat_eur)
    from public.accounting_lines(p_from, p_to) l
    group by 1, l.vat_regime, l.vat_country, l.rate, l.currency
    order by 1, case l.vat_regime when 'domestic' then 1 when 'eu_origin' then 2 when 'export' then 3 else 4 end,
             l.vat_country, l.rate desc, l.currency;
end;
$function$;

comment on function "public"."admin_vat_summary"(date, date) is 'Admins at aal2: the VAT of the Paris days p_from..p_to by return (FR: domestic, eu_origin, export; OSS: eu_oss), country, rate and currency, base and VAT in the documents'' currency and in euros (credit notes deducted). P0001 invalid_period, exchange_rate_missing.';

revoke all on function public.admin_vat_summary(p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.admin_vat_summary(p_from date, p_to date) to authenticated, service_role;
