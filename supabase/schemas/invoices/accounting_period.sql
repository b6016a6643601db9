create or replace function public.accounting_period (
  p_from date,
  p_to   date,
  OUT    o_start timestamp with time zone,
  OUT    o_end timestamp with time zone
)
  returns record
  language plpgsql
  stable
  set search_path to ''
  AS $function$
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 365 then
    raise exception 'invalid_period' using errcode = 'P0001', detail = 'period',
      hint = 'Give a first and a last day, the last on or after the first, at most a year apart.';
  end if;
  o_start := p_from::timestamp at time zone 'Europe/Paris';
  o_end := (p_to + 1)::timestamp at time zone 'Europe/Paris';
end;
$function$;

revoke all on function public.accounting_period(p_from date, p_to date, OUT o_start timestamp with time zone, OUT o_end timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.accounting_period(p_from date, p_to date, OUT o_start timestamp with time zone, OUT o_end timestamp with time zone) to service_role;
