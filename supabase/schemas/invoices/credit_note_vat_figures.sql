create or replace function public.credit_note_vat_figures (
  p_facts    jsonb,
  p_order_id uuid,
  p_amount   numeric,
  p_before   timestamp with time zone
)
  returns jsonb
  language plpgsql
  stable
  set search_path to ''
  AS $function$
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
$function$;

revoke all on function public.credit_note_vat_figures(p_facts jsonb, p_order_id uuid, p_amount numeric, p_before timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.credit_note_vat_figures(p_facts jsonb, p_order_id uuid, p_amount numeric, p_before timestamp with time zone) to service_role;
