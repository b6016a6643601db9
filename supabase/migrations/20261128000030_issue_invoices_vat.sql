-- Invoices and credit notes issued with their VAT (issue 28, item 4; the tables are in
-- 20261128000020_invoice_vat.sql): issue_invoice and issue_credit_note compute the figures, invoice_documents
-- only adds the seller when the PDF is first produced, and invoices_immutable lets nothing else change. The
-- invoices issued before get their figures in 20261128000040_invoice_vat_backfill.sql.

-- Which invoices a credit note of p_amount refunds, the latest payment first (a refused balance before its
-- deposit), after what the credit notes issued before p_before (all, when null) took:
-- [{invoice_id, number, rate, incl, excl, vat}].
create function public.credit_note_allocations(p_order_id uuid, p_amount numeric, p_before timestamptz)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_before numeric(12, 2);
  v_left numeric(12, 2) := p_amount;
  v_invoice public.invoices;
  v_room numeric(12, 2);
  v_skip numeric(12, 2);
  v_take numeric(12, 2);
  v_excl numeric(12, 2);
  v_allocations jsonb := '[]'::jsonb;
begin
  select coalesce(sum(i.amount_incl), 0) into v_before
  from public.invoices i
  where i.order_id = p_order_id and i.kind = 'credit_note' and (p_before is null or i.issued_at < p_before);
  for v_invoice in
    select * from public.invoices i
    where i.order_id = p_order_id and i.kind = 'invoice'
    order by i.issued_at desc, i.sequence_number desc
  loop
    exit when v_left <= 0;
    v_room := v_invoice.amount_incl;
    v_skip := least(v_before, v_room);
    v_before := v_before - v_skip;
    v_room := v_room - v_skip;
    continue when v_room <= 0;
    v_take := least(v_left, v_room);
    v_excl := case when v_take = v_invoice.amount_incl then v_invoice.amount_excl
                   else round(v_take / (1 + v_invoice.vat_rate / 100), 2) end;
    v_allocations := v_allocations || jsonb_build_array(jsonb_build_object(
      'invoice_id', v_invoice.id, 'number', v_invoice.number, 'rate', v_invoice.vat_rate,
      'incl', v_take, 'excl', v_excl, 'vat', v_take - v_excl
    ));
    v_left := v_left - v_take;
  end loop;
  if v_left > 0 then
    raise exception 'credit_exceeds_invoices' using errcode = 'P0001', detail = 'amount',
      hint = 'A credit note cannot refund more than the order''s invoices, less earlier credit notes.';
  end if;
  return v_allocations;
end;
$$;

revoke execute on function public.credit_note_allocations(uuid, numeric, timestamptz) from public, anon, authenticated;

-- A credit note's figures, for p_amount refunded of the order its snapshot p_facts describes: the invoices it
-- refunds (credit_note_allocations, after the credit notes issued before p_before), one VAT line per rate of
-- theirs, its totals, its rate (null when two), and the order's lines as its invoices print them (at the latest
-- refunded payment's rate).
create function public.credit_note_vat_figures(
  p_facts jsonb, p_order_id uuid, p_amount numeric, p_before timestamptz
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_allocations jsonb := public.credit_note_allocations(p_order_id, p_amount, p_before);
  v_breakdown jsonb;
  v_excl numeric(12, 2);
  v_rate numeric;
begin
  select jsonb_agg(jsonb_build_object('rate', g.rate, 'excl', g.excl, 'vat', g.incl - g.excl, 'incl', g.incl)
                   order by g.rate desc),
         sum(g.excl),
         case when count(*) = 1 then min(g.rate) end
  into v_breakdown, v_excl, v_rate
  from (
    select (a.value ->> 'rate')::numeric as rate, sum((a.value ->> 'excl')::numeric) as excl,
           sum((a.value ->> 'incl')::numeric) as incl
    from jsonb_array_elements(v_allocations) a
    group by 1
  ) g;
  return public.invoice_vat_figures(p_facts, 'refund', p_amount, (v_allocations #>> '{0,rate}')::numeric)
    || jsonb_build_object(
      'vat_rate', v_rate,
      'vat_breakdown', v_breakdown,
      'allocations', v_allocations,
      'totals', jsonb_build_object('excl', v_excl, 'vat', p_amount - v_excl, 'incl', p_amount)
    );
end;
$$;

revoke execute on function public.credit_note_vat_figures(jsonb, uuid, numeric, timestamptz)
  from public, anon, authenticated;

create or replace function public.issue_invoice(p_order_id uuid, p_purpose text, p_amount numeric, p_paid_at timestamptz)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_order public.orders;
  v_facts jsonb;
  v_vat jsonb;
  v_figures jsonb;
  v_deductions jsonb := '[]'::jsonb;
  v_next record;
  v_id uuid;
begin
  if p_amount is null or p_amount <= 0 then
    return null;
  end if;
  if exists (
    select 1 from public.invoices i where i.order_id = p_order_id and i.kind = 'invoice' and i.purpose = p_purpose
  ) then
    return null;
  end if;
  select * into v_order from public.orders where id = p_order_id;
  v_facts := public.invoice_order_facts(p_order_id);
  if p_purpose = 'balance' then
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', i.id, 'number', i.number, 'issued_at', i.issued_at, 'amount_incl', i.amount_incl
    ) order by i.issued_at), '[]'::jsonb)
    into v_deductions
    from public.invoices i
    where i.order_id = p_order_id and i.kind = 'invoice' and i.purpose = 'deposit';
  end if;
  -- The rate in force on the day of the payment.
  v_vat := public.invoice_vat_terms(v_order, public.paris_day(p_paid_at));
  v_figures := public.invoice_vat_figures(
    v_facts || jsonb_build_object('deductions', v_deductions), p_purpose, p_amount, (v_vat ->> 'rate')::numeric
  );

  -- Last: the series lock is held from here to the end of the transaction.
  select * into v_next from public.invoice_next_number('F');
  insert into public.invoices (
    number, series, year, sequence_number, kind, purpose, order_id, issued_at, currency, amount_incl,
    amount_excl, vat_amount, vat_rate, vat_regime, vat_country, snapshot
  ) values (
    v_next.o_number, 'F', v_next.o_year, v_next.o_sequence, 'invoice', p_purpose, p_order_id,
    v_next.o_issued_at, v_order.currency, p_amount,
    (v_figures #>> '{totals,excl}')::numeric, (v_figures #>> '{totals,vat}')::numeric,
    (v_vat ->> 'rate')::numeric, v_order.vat_regime, v_order.vat_country,
    v_facts || v_figures || jsonb_build_object(
      'version', 2,
      'number', v_next.o_number,
      'kind', 'invoice',
      'purpose', p_purpose,
      'issued_at', v_next.o_issued_at,
      'amount_incl', p_amount,
      'operation', 'delivery_of_goods',
      'vat', v_vat,
      'payment', jsonb_build_object('date', p_paid_at, 'provider', v_order.payment_provider),
      'references', '[]'::jsonb
    )
  )
  returning id into v_id;
  perform public.store_invoice_vat_lines(v_id, v_figures -> 'vat_breakdown');
  return v_id;
end;
$$;

create or replace function public.issue_credit_note(p_order_id uuid, p_amount numeric)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_order public.orders;
  v_facts jsonb;
  v_references jsonb;
  v_figures jsonb;
  v_excl numeric(12, 2);
  v_rate numeric;
  v_next record;
  v_id uuid;
begin
  if p_amount is null or p_amount <= 0 then
    return null;
  end if;
  select * into v_order from public.orders where id = p_order_id;
  v_facts := public.invoice_order_facts(p_order_id);
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', i.id, 'number', i.number, 'issued_at', i.issued_at, 'amount_incl', i.amount_incl
  ) order by i.issued_at), '[]'::jsonb)
  into v_references
  from public.invoices i
  where i.order_id = p_order_id and i.kind = 'invoice';

  -- The rates of what it refunds.
  v_figures := public.credit_note_vat_figures(v_facts, p_order_id, p_amount, null);
  v_excl := (v_figures #>> '{totals,excl}')::numeric;
  v_rate := (v_figures ->> 'vat_rate')::numeric;

  select * into v_next from public.invoice_next_number('A');
  insert into public.invoices (
    number, series, year, sequence_number, kind, purpose, order_id, issued_at, currency, amount_incl,
    amount_excl, vat_amount, vat_rate, vat_regime, vat_country, snapshot
  ) values (
    v_next.o_number, 'A', v_next.o_year, v_next.o_sequence, 'credit_note', 'refund', p_order_id,
    v_next.o_issued_at, v_order.currency, p_amount, v_excl, p_amount - v_excl, v_rate,
    v_order.vat_regime, v_order.vat_country,
    v_facts || v_figures || jsonb_build_object(
      'version', 2,
      'number', v_next.o_number,
      'kind', 'credit_note',
      'purpose', 'refund',
      'issued_at', v_next.o_issued_at,
      'amount_incl', p_amount,
      'operation', 'delivery_of_goods',
      'vat', public.invoice_vat_terms(v_order, public.paris_day(v_next.o_issued_at))
        || jsonb_build_object('rate', v_rate),
      'payment', jsonb_build_object('date', v_next.o_issued_at, 'provider', v_order.payment_provider),
      'deductions', '[]'::jsonb,
      'references', v_references
    )
  )
  returning id into v_id;
  perform public.store_invoice_vat_lines(v_id, v_figures -> 'vat_breakdown');
  return v_id;
end;
$$;

-- The PDF's first production: the seller's identity (from the invoice-pdf function's legal facts) joins the
-- snapshot and the document is final. The VAT was decided at issue; no rate is taken from the caller.
drop function public.invoice_documents(uuid, jsonb, numeric);

create function public.invoice_documents(p_order_id uuid, p_seller jsonb)
returns table (
  id uuid, number text, kind text, purpose text, issued_at timestamptz, currency text, amount_incl numeric,
  snapshot jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_finalized_at timestamptz := pg_catalog.now();
begin
  if p_order_id is null then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'order';
  end if;
  if p_seller is null or jsonb_typeof(p_seller) <> 'object'
     or coalesce(p_seller ->> 'companyName', '') = '' or coalesce(p_seller ->> 'vatNumber', '') = '' then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'seller';
  end if;
  update public.invoices i
  set finalized_at = v_finalized_at,
      snapshot = i.snapshot || jsonb_build_object('seller', p_seller, 'finalized_at', v_finalized_at)
  where i.order_id = p_order_id and i.finalized_at is null;

  return query
    select i.id, i.number, i.kind, i.purpose, i.issued_at, i.currency, i.amount_incl, i.snapshot
    from public.invoices i
    where i.order_id = p_order_id
    order by (i.kind = 'credit_note'), i.issued_at;
end;
$$;

revoke execute on function public.invoice_documents(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.invoice_documents(uuid, jsonb) to service_role;

-- Once issued, an invoice changes only to be finalized (finalized_at set, the snapshot gaining the seller) and,
-- for the customer's privacy, to lose their telephone or (during an erasure) their e-mail address.
create or replace function public.invoices_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_personal text[] := array['customer', 'phone'];
begin
  if tg_op = 'DELETE' then
    raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
      hint = pg_catalog.format('invoice %s is kept: invoices are never deleted', old.number);
  end if;
  if old.finalized_at is null and new.finalized_at is not null
     and (to_jsonb(new) - 'finalized_at' - 'snapshot') = (to_jsonb(old) - 'finalized_at' - 'snapshot')
     and (new.snapshot - 'seller' - 'finalized_at') = old.snapshot then
    return new;
  end if;
  if new.snapshot is distinct from old.snapshot
     and (to_jsonb(new) - 'snapshot') = (to_jsonb(old) - 'snapshot')
     and not coalesce(new.snapshot -> 'customer' ? 'phone', false)
     and (new.snapshot #- v_personal #- '{customer,email}') = (old.snapshot #- v_personal #- '{customer,email}')
     and (new.snapshot #> '{customer,email}' is not distinct from old.snapshot #> '{customer,email}'
          or pg_catalog.current_setting('app.erasing', true) = 'on'
             and new.snapshot #>> '{customer,email}' ~ '^erased-[0-9a-f]+@erased[.]invalid$') then
    return new;
  end if;
  raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
    hint = pg_catalog.format('invoice %s cannot be changed: an invoice, once issued, stays as issued', old.number);
end;
$$;

-- The ECB rate of a dollar invoice, recorded once; its VAT is known from issue, so the PDF need not come first.
create or replace function public.record_invoice_exchange_rate(
  p_invoice_number text, p_units_per_euro numeric, p_rate_date date, p_source text
)
returns public.invoice_exchange_rates
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

