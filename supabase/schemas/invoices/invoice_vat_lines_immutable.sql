create or replace function public.invoice_vat_lines_immutable()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
    hint = 'an invoice''s VAT lines stay as issued';
end;
$function$;

revoke all on function public.invoice_vat_lines_immutable() from public, anon, authenticated, service_role;
grant execute on function public.invoice_vat_lines_immutable() to anon, authenticated, public, service_role;
