create or replace function public.accounting_require_rates(p_from date, p_to date)
  returns void language plpgsql stable set search_path to ''
as $function$
declare
  v_numbers text[];
begin
  select array_agg(m.number order by m.issued_at, m.number) into v_numbers
  from public.accounting_missing_exchange_rates(p_from, p_to) m;
  if cardinality(v_numbers) > 0 then
    raise exception 'exchange_rate_missing' using errcode = 'P0001',
      detail = array_to_string(v_numbers[1:20], ', '),
      hint = pg_catalog.format(
        '%s document(s) in dollars have no recorded ECB rate (%s): record their rates, then export again.',
        cardinality(v_numbers), array_to_string(v_numbers[1:20], ', '));
  end if;
end;
$function$;

revoke all on function public.accounting_require_rates(p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.accounting_require_rates(p_from date, p_to date) to service_role;
