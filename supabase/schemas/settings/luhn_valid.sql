create or replace function public.luhn_valid(p_digits text)
  returns boolean language sql immutable parallel safe set search_path to ''
as $function$
  -- From the right, every second digit is doubled (its digits summed: 2 x 7 = 14 counts 5); valid when the
  -- total is a multiple of 10. SIREN and SIRET use it (INSEE).
  select p_digits ~ '^[0-9]+$' and (
    select sum(case when (length(p_digits) - d.i) % 2 = 1
                    then (substr(p_digits, d.i, 1)::int * 2) % 10 + (substr(p_digits, d.i, 1)::int * 2) / 10
                    else substr(p_digits, d.i, 1)::int end) % 10 = 0
    from pg_catalog.generate_series(1, length(p_digits)) as d(i)
  )
$function$;

comment on function "public"."luhn_valid"(text) is 'Whether a string of digits passes the Luhn check (SIREN, SIRET).';

revoke all on function public.luhn_valid(p_digits text) from public, anon, authenticated, service_role;
grant execute on function public.luhn_valid(p_digits text) to anon, authenticated, service_role;
