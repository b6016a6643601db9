-- An order's invoices and credit notes come back as table rows, not as one jsonb array: the invoice-pdf
-- function's typed service client reads each column as generated (`supabase gen types`). Same finalisation as
-- 20261123400120_invoice_discount.sql (its body, unchanged but for the answer), same order (invoices before credit
-- notes, each in issue order), same rights (service role only). The return type changes: drop and create.
-- `#variable_conflict use_column`: the answer's column names (id, number, kind...) are also the invoices' columns
-- the body reads and updates, and there they mean the columns.
--
-- Functions: public.invoice_documents(uuid, jsonb, numeric) -- service role only (invoice-pdf).

drop function public.invoice_documents(uuid, jsonb, numeric);

create function public.invoice_documents(p_order_id uuid, p_seller jsonb, p_vat_rate numeric)
returns table (
  id uuid,
  number text,
  kind text,
  purpose text,
  issued_at timestamptz,
  currency text,
  amount_incl numeric,
  snapshot jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_invoice public.invoices;
  v_snapshot jsonb;
  v_rate numeric;
  v_lines jsonb;
  v_line jsonb;
  v_lines_excl numeric(12, 2);
  v_shipping_excl numeric(12, 2);
  v_discount_excl numeric(12, 2);
  v_order_excl numeric(12, 2);
  v_order_incl numeric(12, 2);
  v_deductions jsonb;
  v_deduction jsonb;
  v_ded_excl numeric(12, 2);
  v_ded_vat numeric(12, 2);
  v_excl numeric(12, 2);
  v_finalized_at timestamptz;
begin
  if p_order_id is null then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'order';
  end if;
  if p_seller is null or jsonb_typeof(p_seller) <> 'object'
     or coalesce(p_seller ->> 'companyName', '') = '' or coalesce(p_seller ->> 'vatNumber', '') = '' then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'seller';
  end if;
  if p_vat_rate is null or p_vat_rate < 0 or p_vat_rate >= 100 or p_vat_rate <> round(p_vat_rate, 2) then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'vat_rate';
  end if;
  v_rate := 1 + p_vat_rate / 100;

  -- Invoices before credit notes, each in issue order: a balance invoice needs its deposit's figures.
  for v_invoice in
    select * from public.invoices i
    where i.order_id = p_order_id and i.finalized_at is null
    order by (i.kind = 'credit_note'), i.issued_at
    for update
  loop
    -- Another call may have finalised it while this one waited for the row.
    continue when v_invoice.finalized_at is not null;
    v_snapshot := v_invoice.snapshot;
    v_finalized_at := pg_catalog.now();

    v_lines := '[]'::jsonb;
    v_lines_excl := 0;
    for v_line in select value from jsonb_array_elements(coalesce(v_snapshot -> 'lines', '[]'::jsonb)) loop
      v_excl := round((v_line ->> 'total_incl')::numeric / v_rate, 2);
      v_lines_excl := v_lines_excl + v_excl;
      v_lines := v_lines || jsonb_build_array(v_line || jsonb_build_object(
        'unit_price_excl', round((v_line ->> 'unit_price_incl')::numeric / v_rate, 2),
        'total_excl', v_excl,
        'vat_rate', p_vat_rate
      ));
    end loop;
    v_shipping_excl := round(coalesce((v_snapshot ->> 'shipping_incl')::numeric, 0) / v_rate, 2);
    v_order_incl := (v_snapshot ->> 'order_total_incl')::numeric;
    v_discount_excl := round(coalesce((v_snapshot ->> 'discount_incl')::numeric, 0) / v_rate, 2);
    v_order_excl := v_lines_excl + v_shipping_excl - v_discount_excl;

    v_deductions := '[]'::jsonb;
    v_ded_excl := 0;
    v_ded_vat := 0;
    for v_deduction in
      select value from jsonb_array_elements(coalesce(v_snapshot -> 'deductions', '[]'::jsonb))
    loop
      select coalesce(i.amount_excl, round(i.amount_incl / v_rate, 2)) into v_excl
      from public.invoices i where i.id = (v_deduction ->> 'id')::uuid;
      v_ded_excl := v_ded_excl + v_excl;
      v_ded_vat := v_ded_vat + ((v_deduction ->> 'amount_incl')::numeric - v_excl);
      v_deductions := v_deductions || (v_deduction || jsonb_build_object(
        'amount_excl', v_excl,
        'vat_amount', (v_deduction ->> 'amount_incl')::numeric - v_excl
      ));
    end loop;

    v_excl := case
      -- The whole order: the sum of its lines, as printed.
      when v_invoice.purpose = 'full' and v_invoice.amount_incl = v_order_incl then v_order_excl
      -- The balance: the order less what the deposit invoices took, VAT included.
      when v_invoice.purpose = 'balance' then v_order_excl - v_ded_excl
      else round(v_invoice.amount_incl / v_rate, 2)
    end;

    update public.invoices
    set finalized_at = v_finalized_at,
        vat_rate = p_vat_rate,
        amount_excl = v_excl,
        vat_amount = v_invoice.amount_incl - v_excl,
        snapshot = v_snapshot || jsonb_build_object(
          'seller', p_seller,
          'vat_rate', p_vat_rate,
          'lines', v_lines,
          'shipping_excl', v_shipping_excl,
          'discount_excl', v_discount_excl,
          'order_totals', jsonb_build_object(
            'excl', v_order_excl,
            'vat', v_order_incl - v_order_excl,
            'incl', v_order_incl
          ),
          'deductions', v_deductions,
          'totals', jsonb_build_object(
            'excl', v_excl,
            'vat', v_invoice.amount_incl - v_excl,
            'incl', v_invoice.amount_incl
          ),
          'finalized_at', v_finalized_at
        )
    where id = v_invoice.id;
  end loop;

  return query
    select i.id, i.number, i.kind, i.purpose, i.issued_at, i.currency, i.amount_incl, i.snapshot
    from public.invoices i
    where i.order_id = p_order_id
    order by (i.kind = 'credit_note'), i.issued_at;
end;
$$;


comment on function public.invoice_documents(uuid, jsonb, numeric) is
  'Service role only (invoice-pdf): the order''s invoices and credit notes, each finalised once with the seller''s facts and the VAT rate passed.';

revoke execute on function public.invoice_documents(uuid, jsonb, numeric) from public, anon, authenticated;
grant execute on function public.invoice_documents(uuid, jsonb, numeric) to service_role;
