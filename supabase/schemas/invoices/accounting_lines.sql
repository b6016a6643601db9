create or replace function public.accounting_lines(p_from date, p_to date)
  returns table (
    invoice_id      uuid,
    kind            text,
    currency        text,
    vat_regime      text,
    vat_country     text,
    rate            numeric,
    amount_excl     numeric,
    vat_amount      numeric,
    amount_incl     numeric,
    amount_excl_eur numeric,
    vat_eur         numeric,
    amount_incl_eur numeric
  )
  language sql stable set search_path to ''
as $function$
  with converted as (
    select i.id, i.kind, i.currency, i.vat_regime, i.vat_country, l.rate, l.amount_excl, l.vat_amount,
           l.amount_incl,
           case when i.kind = 'credit_note' then -1 else 1 end as sign,
           case when i.currency = 'eur' then i.amount_incl else round(i.amount_incl / x.units_per_euro, 2) end
             as doc_incl_eur,
           case when i.currency = 'eur' then i.vat_amount else x.vat_eur end as doc_vat_eur,
           case when i.currency = 'eur' then l.amount_incl else round(l.amount_incl / x.units_per_euro, 2) end
             as incl_eur,
           case when i.currency = 'eur' then l.vat_amount else round(l.vat_amount / x.units_per_euro, 2) end
             as vat_eur
    from public.accounting_period(p_from, p_to) p
    join public.invoices i on i.issued_at >= p.o_start and i.issued_at < p.o_end
    join public.invoice_vat_lines l on l.invoice_id = i.id
    left join public.invoice_exchange_rates x on x.invoice_id = i.id
  ),
  balanced as (
    -- The rounding cents go to the document's largest line (one sort: the windows share their order).
    select c.*,
           c.incl_eur + case when row_number() over w = 1 then c.doc_incl_eur - sum(c.incl_eur) over whole else 0 end
             as line_incl_eur,
           c.vat_eur + case when row_number() over w = 1 then c.doc_vat_eur - sum(c.vat_eur) over whole else 0 end
             as line_vat_eur
    from converted c
    window w as (partition by c.id order by c.amount_incl desc, c.rate desc),
           whole as (w rows between unbounded preceding and unbounded following)
  )
  select b.id, b.kind, b.currency, b.vat_regime, b.vat_country, b.rate,
         b.sign * b.amount_excl, b.sign * b.vat_amount, b.sign * b.amount_incl,
         b.sign * (b.line_incl_eur - b.line_vat_eur), b.sign * b.line_vat_eur, b.sign * b.line_incl_eur
  from balanced b
$function$;

revoke all on function public.accounting_lines(p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.accounting_lines(p_from date, p_to date) to service_role;
