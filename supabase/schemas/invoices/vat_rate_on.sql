create or replace function public.vat_rate_on(p_country text, p_day date)
  returns numeric language sql stable set search_path to ''
as $function$
  select r.rate
  from public.vat_rates r
  where r.country = case when p_country = 'MC' then 'FR' else p_country end
    and r.effective_from <= p_day
  order by r.effective_from desc
  limit 1
$function$;

revoke all on function public.vat_rate_on(p_country text, p_day date) from public, anon, authenticated, service_role;
grant execute on function public.vat_rate_on(p_country text, p_day date) to anon, authenticated, service_role;
