create or replace function public.issue_credit_note(p_order_id uuid, p_amount numeric)
  returns uuid language plpgsql set search_path to ''
as $function$
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
$function$;

revoke all on function public.issue_credit_note(p_order_id uuid, p_amount numeric) from public, anon, authenticated, service_role;
grant execute on function public.issue_credit_note(p_order_id uuid, p_amount numeric) to service_role;
