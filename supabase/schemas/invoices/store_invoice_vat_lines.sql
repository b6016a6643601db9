create or replace function public.store_invoice_vat_lines(p_invoice_id uuid, p_breakdown jsonb)
  returns void language sql set search_path to ''
as $function$
  insert into public.invoice_vat_lines (invoice_id, rate, amount_excl, vat_amount, amount_incl)
  select p_invoice_id, (b.value ->> 'rate')::numeric, (b.value ->> 'excl')::numeric, (b.value ->> 'vat')::numeric,
         (b.value ->> 'incl')::numeric
  from jsonb_array_elements(p_breakdown) b
  where (b.value ->> 'incl')::numeric > 0
$function$;

revoke all on function public.store_invoice_vat_lines(p_invoice_id uuid, p_breakdown jsonb) from public, anon, authenticated, service_role;
grant execute on function public.store_invoice_vat_lines(p_invoice_id uuid, p_breakdown jsonb) to service_role;
