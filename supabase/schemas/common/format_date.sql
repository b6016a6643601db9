create or replace function public.format_date(p_date date, p_locale text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select case
    when p_date is null then null
    when p_locale = 'fr' then
      extract(day from p_date)::int::text || ' '
        || (array['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre',
                  'octobre', 'novembre', 'décembre'])[extract(month from p_date)::int]
        || ' ' || extract(year from p_date)::int::text
    else pg_catalog.to_char(p_date, 'FMMonth FMDD, YYYY')
  end
$function$;

revoke all on function public.format_date(p_date date, p_locale text) from public, anon, authenticated, service_role;
grant execute on function public.format_date(p_date date, p_locale text) to service_role;
