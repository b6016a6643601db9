create or replace function public.invoice_exchange_rates_immutable()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  raise exception using errcode = 'insufficient_privilege', message = 'invoice_exchange_rates_immutable',
    hint = 'an invoice''s exchange rate is recorded once and never changed';
end;
$function$;

revoke all on function public.invoice_exchange_rates_immutable() from public, anon, authenticated, service_role;
grant execute on function public.invoice_exchange_rates_immutable() to service_role;
