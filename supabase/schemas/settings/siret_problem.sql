create or replace function public.siret_problem(p_siret text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  -- La Poste's establishments (SIREN 356 000 000) were numbered before the Luhn key: INSEE checks theirs by
  -- the sum of the 14 digits being a multiple of 5 instead. Accepting them costs nothing and refusing a
  -- SIRET that INSEE issued would lock such a seller out.
  select case
    when s.siret !~ '^[0-9]{14}$' then 'siret_format'
    when left(s.siret, 9) = '356000000' then
      case when (select sum(substr(s.siret, d.i, 1)::int) from pg_catalog.generate_series(1, 14) as d(i)) % 5 = 0
           then null else 'siret_check_digit' end
    when not public.luhn_valid(left(s.siret, 9)) or not public.luhn_valid(s.siret) then 'siret_check_digit'
  end
  from (select pg_catalog.regexp_replace(p_siret, '\s', '', 'g') as siret) s
$function$;

comment on function "public"."siret_problem"(text) is 'Why a SIRET (spaces allowed) is not valid: siret_format (not 14 digits) or siret_check_digit (the SIREN or the SIRET fails the Luhn key; La Poste''s, SIREN 356000000, the sum of digits by 5); null when valid.';

revoke all on function public.siret_problem(p_siret text) from public, anon, authenticated, service_role;
grant execute on function public.siret_problem(p_siret text) to anon, authenticated, service_role;
