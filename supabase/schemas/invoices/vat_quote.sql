create or replace function public.vat_quote(p_country text, p_amount numeric, p_currency text)
  returns jsonb language plpgsql stable security definer set search_path to ''
as $function$
begin
  if not exists (
    select 1 from public.shipping_zone_countries c where c.country = upper(btrim(coalesce(p_country, '')))
  ) then
    raise exception 'shipping_country_unsupported' using errcode = 'P0001', detail = 'shipping.country',
      hint = 'We do not deliver to this country.';
  end if;
  if coalesce(p_currency, '') not in ('eur', 'usd') then
    raise exception 'currency_unsupported' using errcode = 'P0001', detail = 'currency',
      hint = 'The shop takes euros (eur) and US dollars (usd).';
  end if;
  return public.vat_decision(p_country, public.paris_day(pg_catalog.now()), p_amount, p_currency, false);
end;
$function$;

revoke all on function public.vat_quote(p_country text, p_amount numeric, p_currency text) from public, anon, authenticated, service_role;
grant execute on function public.vat_quote(p_country text, p_amount numeric, p_currency text) to anon, authenticated, service_role;
