create or replace function public.invoices_numbered()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  if not exists (
    select 1 from public.invoice_series s
    where s.series = new.series and s.year = new.year and s.last_number = new.sequence_number
  ) or new.number is distinct from (
    new.series || '-' || new.year::text || '-'
      || (case when new.sequence_number < 1000000 then lpad(new.sequence_number::text, 6, '0')
               else new.sequence_number::text end)
  ) then
    raise exception using errcode = 'check_violation', message = 'invoices_numbered',
      hint = pg_catalog.format('invoice %s is not the number its series just issued', new.number),
      detail = 'Invoices and credit notes are issued by the trigger orders_zz_invoices only.';
  end if;
  return new;
end;
$function$;

revoke all on function public.invoices_numbered() from public, anon, authenticated, service_role;
grant execute on function public.invoices_numbered() to service_role;
