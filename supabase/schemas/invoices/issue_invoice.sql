create or replace function public.issue_invoice (
  p_order_id uuid,
  p_purpose  text,
  p_amount   numeric,
  p_paid_at  timestamp with time zone
)
  returns uuid
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

revoke all on function public.issue_invoice(p_order_id uuid, p_purpose text, p_amount numeric, p_paid_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.issue_invoice(p_order_id uuid, p_purpose text, p_amount numeric, p_paid_at timestamp with time zone) to service_role;
