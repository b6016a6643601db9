create or replace function public.credit_note_allocations (
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
$function$;

revoke all on function public.credit_note_allocations(p_order_id uuid, p_amount numeric, p_before timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.credit_note_allocations(p_order_id uuid, p_amount numeric, p_before timestamp with time zone) to service_role;
