create or replace function public.vat_rates_guard()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_number text;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    select i.number into v_number
    from public.invoices i
    where i.vat_country = old.country
      and i.vat_regime <> 'export'
      and public.paris_day(i.issued_at) >= old.effective_from
      -- not under a later row of the country
      and not exists (
        select 1 from public.vat_rates r
        where r.country = old.country and r.effective_from > old.effective_from
          and r.effective_from <= public.paris_day(i.issued_at)
      )
    order by i.issued_at
    limit 1;
    if v_number is not null then
      raise exception 'vat_rate_in_use' using errcode = 'P0001', detail = v_number,
        hint = pg_catalog.format(
          'Invoice %s was issued at this rate: add a rate taking effect on a later day instead.', v_number);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select i.number into v_number
    from public.invoices i
    where i.vat_country = new.country
      and i.vat_regime <> 'export'
      and public.paris_day(i.issued_at) >= new.effective_from
    order by i.issued_at desc
    limit 1;
    if v_number is not null then
      raise exception 'vat_rate_in_use' using errcode = 'P0001', detail = v_number,
        hint = pg_catalog.format(
          'Invoice %s was issued after this day: a new rate takes effect after the last invoice of its country.', v_number);
    end if;
    return new;
  end if;
  return old;
end;
$function$;

revoke all on function public.vat_rates_guard() from public, anon, authenticated, service_role;
grant execute on function public.vat_rates_guard() to service_role;
