-- The accountant's exports (issue 28, item 6): for any period (a month or a quarter, at most a year), the sales
-- journal, one row per invoice and credit note, and the VAT summary by return, country and rate. Both come from
-- the documents as issued (invoices and their public.invoice_vat_lines), never from orders, so their totals are
-- the invoices' totals. Admins at aal2 only (public.admin_vat_require), read-only.
--
-- Period: the Paris days p_from to p_to, both included (an invoice belongs to the day of its issued_at in
-- Europe/Paris, the day printed on it). At most 366 days; else P0001 invalid_period.
-- Credit notes count negative: every amount of a credit note (in its currency and in euros) is the amount
-- credited with a minus sign, and kind says 'credit_note'. So any column adds up to what the period invoiced
-- less what it credited.
-- Euros: a euro document as it is; a dollar document at the ECB rate recorded for it in
-- public.invoice_exchange_rates (units_per_euro, its rate_date): total incl. VAT = round(total / rate, 2), VAT =
-- the vat_eur recorded with the rate (the figure its PDF prints), total excl. VAT = the difference. Per rate,
-- each line is converted the same way and the rounding cents go to the document's largest line, so the lines
-- add up to the document. A dollar document without a recorded rate (its PDF never produced) stops both
-- functions: P0001 exchange_rate_missing, detail = the numbers. The admin screen first asks the
-- record-exchange-rates function to record them (public.accounting_missing_exchange_rates lists them for it);
-- currencies are never mixed.
--
-- public.admin_sales_journal(p_from, p_to)  number, kind, issued_at, issued_on, order_number, customer_country
--   (the delivery country on the document, else the order's), vat_regime, vat_country, currency, amounts in the
--   document's currency, vat_lines (jsonb, one per rate, each with its euro figures), units_per_euro, rate_date,
--   amounts in euros, payment_reference (the provider's reference of the payment the invoice is for: its
--   checkout session, else the order's), refers_to (a credit note: the invoices it credits).
-- public.admin_vat_summary(p_from, p_to)  grouped by vat_return, regime, country, rate and currency:
--   'FR' (the French return: 'domestic' and 'eu_origin' taxed at the French rate, 'export' exempt, country =
--   the destination) and 'OSS' (the one-stop-shop return: 'eu_oss' by member state of consumption and rate);
--   base and VAT in the documents' currency and in euros, and the number of documents. (The OSS return converts
--   dollar sales at the ECB rate of the period's last day, Directive 2006/112/EC art. 369h: the dollar rows
--   give the amounts to convert.)

-- The period's documents are found by issue time (the invoices' other index starts with order_id).
create index invoices_issued_at_idx on public.invoices (issued_at);

-- [start, end) of the Paris days p_from .. p_to; invalid_period when it is not a period of at most a year.
create function public.accounting_period(p_from date, p_to date, out o_start timestamptz, out o_end timestamptz)
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 365 then
    raise exception 'invalid_period' using errcode = 'P0001', detail = 'period',
      hint = 'Give a first and a last day, the last on or after the first, at most a year apart.';
  end if;
  o_start := p_from::timestamp at time zone 'Europe/Paris';
  o_end := (p_to + 1)::timestamp at time zone 'Europe/Paris';
end;
$$;

revoke execute on function public.accounting_period(date, date) from public, anon, authenticated;

-- Every VAT line of the period's documents, signed (credit notes negative) and in euros (null when a dollar
-- document has no recorded rate), with what the summary groups by.
create function public.accounting_lines(p_from date, p_to date)
returns table (
  invoice_id uuid,
  kind text,
  currency text,
  vat_regime text,
  vat_country text,
  rate numeric,
  amount_excl numeric,
  vat_amount numeric,
  amount_incl numeric,
  amount_excl_eur numeric,
  vat_eur numeric,
  amount_incl_eur numeric
)
language sql
stable
set search_path = ''
as $$
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
$$;

revoke execute on function public.accounting_lines(date, date) from public, anon, authenticated;

-- The period's dollar documents without a recorded ECB rate, oldest first.
create function public.accounting_missing_exchange_rates(p_from date, p_to date)
returns table (number text, currency text, issued_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select i.number, i.currency, i.issued_at
  from public.accounting_period(p_from, p_to) p
  join public.invoices i on i.issued_at >= p.o_start and i.issued_at < p.o_end
  where i.currency <> 'eur'
    and not exists (select 1 from public.invoice_exchange_rates x where x.invoice_id = i.id)
  order by i.issued_at, i.number
$$;

comment on function public.accounting_missing_exchange_rates(date, date) is
  'Service role (record-exchange-rates): the dollar invoices and credit notes issued on the Paris days p_from..p_to that have no recorded ECB rate yet.';

revoke execute on function public.accounting_missing_exchange_rates(date, date) from public, anon, authenticated;
grant execute on function public.accounting_missing_exchange_rates(date, date) to service_role;

-- Refuses an export of a period with a dollar document that has no recorded rate.
create function public.accounting_require_rates(p_from date, p_to date)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_numbers text[];
begin
  select array_agg(m.number order by m.issued_at, m.number) into v_numbers
  from public.accounting_missing_exchange_rates(p_from, p_to) m;
  if cardinality(v_numbers) > 0 then
    raise exception 'exchange_rate_missing' using errcode = 'P0001',
      detail = array_to_string(v_numbers[1:20], ', '),
      hint = pg_catalog.format(
        '%s document(s) in dollars have no recorded ECB rate (%s): record their rates, then export again.',
        cardinality(v_numbers), array_to_string(v_numbers[1:20], ', '));
  end if;
end;
$$;

revoke execute on function public.accounting_require_rates(date, date) from public, anon, authenticated;

create function public.admin_sales_journal(p_from date, p_to date)
returns table (
  number text,
  kind text,
  issued_at timestamptz,
  issued_on date,
  order_number text,
  customer_country text,
  vat_regime text,
  vat_country text,
  currency text,
  amount_excl numeric,
  vat_amount numeric,
  amount_incl numeric,
  vat_lines jsonb,
  units_per_euro numeric,
  rate_date date,
  amount_excl_eur numeric,
  vat_eur numeric,
  amount_incl_eur numeric,
  payment_reference text,
  refers_to text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

comment on function public.admin_sales_journal(date, date) is
  'Admins at aal2: the sales journal of the Paris days p_from..p_to, one row per invoice and credit note (credit notes negative), with the VAT per rate, the euro figures at the recorded ECB rate and the payment reference. P0001 invalid_period, exchange_rate_missing.';

revoke execute on function public.admin_sales_journal(date, date) from public, anon;
grant execute on function public.admin_sales_journal(date, date) to authenticated;

create function public.admin_vat_summary(p_from date, p_to date)
returns table (
  vat_return text,
  vat_regime text,
  country text,
  rate numeric,
  currency text,
  documents integer,
  amount_excl numeric,
  vat_amount numeric,
  amount_excl_eur numeric,
  vat_eur numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

comment on function public.admin_vat_summary(date, date) is
  'Admins at aal2: the VAT of the Paris days p_from..p_to by return (FR: domestic, eu_origin, export; OSS: eu_oss), country, rate and currency, base and VAT in the documents'' currency and in euros (credit notes deducted). P0001 invalid_period, exchange_rate_missing.';

revoke execute on function public.admin_vat_summary(date, date) from public, anon;
grant execute on function public.admin_vat_summary(date, date) to authenticated;
