create or replace function public.invoice_next_number (
  p_series text,
  OUT      o_number text,
  OUT      o_year integer,
  OUT      o_sequence integer,
  OUT      o_issued_at timestamp with time zone
)
  returns record
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_row public.invoice_series;
begin
  select * into v_row from public.invoice_series where series = p_series for update;
  if not found then
    raise exception 'unknown invoice series %', p_series;
  end if;
  -- After the lock: the previous holder has committed, so this time is later than its.
  o_issued_at := pg_catalog.clock_timestamp();
  o_year := extract(year from o_issued_at at time zone 'Europe/Paris')::integer;
  o_sequence := case when v_row.year = o_year then v_row.last_number + 1 else 1 end;
  update public.invoice_series set year = o_year, last_number = o_sequence where series = p_series;
  o_number := p_series || '-' || o_year::text || '-'
    || case when o_sequence < 1000000 then lpad(o_sequence::text, 6, '0') else o_sequence::text end;
end;
$function$;

revoke all on function public.invoice_next_number(p_series text, OUT o_number text, OUT o_year integer, OUT o_sequence integer, OUT o_issued_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.invoice_next_number(p_series text, OUT o_number text, OUT o_year integer, OUT o_sequence integer, OUT o_issued_at timestamp with time zone) to service_role;
