create or replace function public.withdrawal_money(p_amount numeric, p_currency text, p_locale text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select case
    when p_amount = pg_catalog.round(p_amount) then public.format_money(p_amount, p_currency, p_locale)
    when p_locale = 'fr' then
      replace(replace(pg_catalog.to_char(p_amount, 'FM999,999,999,990.00'), ',', U&'\202F'), '.', ',')
        || U&'\00A0' || case p_currency when 'eur' then '€' else '$US' end
    else
      case p_currency when 'eur' then '€' else '$' end || pg_catalog.to_char(p_amount, 'FM999,999,999,990.00')
  end
$function$;

revoke all on function public.withdrawal_money(p_amount numeric, p_currency text, p_locale text) from public, anon, authenticated, service_role;
grant execute on function public.withdrawal_money(p_amount numeric, p_currency text, p_locale text) to service_role;
