create or replace function public.invoice_vat_figures (
  p_snapshot jsonb,
  p_purpose  text,
  p_amount   numeric,
  p_rate     numeric
)
  returns jsonb
  language plpgsql
  stable
  set search_path to ''
  AS $function$
declare
  v_divisor numeric := 1 + p_rate / 100;
  v_lines jsonb := '[]'::jsonb;
  v_line jsonb;
  v_lines_excl numeric(12, 2) := 0;
  v_shipping_excl numeric(12, 2) := round(coalesce((p_snapshot ->> 'shipping_incl')::numeric, 0) / v_divisor, 2);
  v_discount_excl numeric(12, 2) := round(coalesce((p_snapshot ->> 'discount_incl')::numeric, 0) / v_divisor, 2);
  v_order_incl numeric(12, 2) := (p_snapshot ->> 'order_total_incl')::numeric;
  v_order_excl numeric(12, 2);
  v_deductions jsonb := '[]'::jsonb;
  v_deduction record;
  v_ded_excl numeric(12, 2) := 0;
  v_same_rate boolean := true;
  v_excl numeric(12, 2);
begin
  for v_line in select value from jsonb_array_elements(coalesce(p_snapshot -> 'lines', '[]'::jsonb)) loop
    v_excl := round((v_line ->> 'total_incl')::numeric / v_divisor, 2);
    v_lines_excl := v_lines_excl + v_excl;
    v_lines := v_lines || jsonb_build_array(v_line || jsonb_build_object(
      'unit_price_excl', round((v_line ->> 'unit_price_incl')::numeric / v_divisor, 2),
      'total_excl', v_excl,
      'vat_rate', p_rate
    ));
  end loop;
  v_order_excl := v_lines_excl + v_shipping_excl - v_discount_excl;

  for v_deduction in
    select d.value as item, i.amount_excl, i.vat_amount, i.vat_rate
    from jsonb_array_elements(coalesce(p_snapshot -> 'deductions', '[]'::jsonb)) d
    join public.invoices i on i.id = (d.value ->> 'id')::uuid
  loop
    v_ded_excl := v_ded_excl + v_deduction.amount_excl;
    v_same_rate := v_same_rate and v_deduction.vat_rate is not distinct from p_rate;
    v_deductions := v_deductions || (v_deduction.item || jsonb_build_object(
      'amount_excl', v_deduction.amount_excl, 'vat_amount', v_deduction.vat_amount, 'vat_rate', v_deduction.vat_rate
    ));
  end loop;

  v_excl := case
    -- The whole order: the sum of its lines, as printed.
    when p_purpose = 'full' and p_amount = v_order_incl then v_order_excl
    -- The balance at the deposit's rate: the order less what the deposit invoices took.
    when p_purpose = 'balance' and v_same_rate then v_order_excl - v_ded_excl
    else round(p_amount / v_divisor, 2)
  end;

  return jsonb_build_object(
    'vat_rate', p_rate,
    'lines', v_lines,
    'shipping_excl', v_shipping_excl,
    'discount_excl', v_discount_excl,
    'order_totals', jsonb_build_object('excl', v_order_excl, 'vat', v_order_incl - v_order_excl, 'incl', v_order_incl),
    'deductions', v_deductions,
    'totals', jsonb_build_object('excl', v_excl, 'vat', p_amount - v_excl, 'incl', p_amount),
    'vat_breakdown', jsonb_build_array(jsonb_build_object(
      'rate', p_rate, 'excl', v_excl, 'vat', p_amount - v_excl, 'incl', p_amount
    ))
  );
end;
$function$;

revoke all on function public.invoice_vat_figures(p_snapshot jsonb, p_purpose text, p_amount numeric, p_rate numeric) from public, anon, authenticated, service_role;
grant execute on function public.invoice_vat_figures(p_snapshot jsonb, p_purpose text, p_amount numeric, p_rate numeric) to service_role;
