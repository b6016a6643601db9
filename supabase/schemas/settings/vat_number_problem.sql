create or replace function public.vat_number_problem(p_vat text, p_siren text)
  returns text language plpgsql immutable parallel safe set search_path to ''
as $function$
declare
  v_vat text := pg_catalog.upper(pg_catalog.regexp_replace(p_vat, '[\s.-]', '', 'g'));
  v_country text := left(v_vat, 2);
  v_rest text := substr(v_vat, 3);
  v_pattern text;
  v_siren text;
begin
  -- The national part of each member state's number (the European Commission's VIES formats; Greece is EL,
  -- Northern Ireland XI).
  v_pattern := case v_country
    when 'AT' then '^U[0-9]{8}$'
    when 'BE' then '^[01][0-9]{9}$'
    when 'BG' then '^[0-9]{9,10}$'
    when 'CY' then '^[0-9]{8}[A-Z]$'
    when 'CZ' then '^[0-9]{8,10}$'
    when 'DE' then '^[0-9]{9}$'
    when 'DK' then '^[0-9]{8}$'
    when 'EE' then '^[0-9]{9}$'
    when 'EL' then '^[0-9]{9}$'
    when 'ES' then '^[A-Z0-9][0-9]{7}[A-Z0-9]$'
    when 'FI' then '^[0-9]{8}$'
    when 'FR' then '^[0-9A-HJ-NP-Z]{2}[0-9]{9}$'
    when 'HR' then '^[0-9]{11}$'
    when 'HU' then '^[0-9]{8}$'
    when 'IE' then '^([0-9]{7}[A-W][A-I]?|[0-9][A-Z+*][0-9]{5}[A-W])$'
    when 'IT' then '^[0-9]{11}$'
    when 'LT' then '^([0-9]{9}|[0-9]{12})$'
    when 'LU' then '^[0-9]{8}$'
    when 'LV' then '^[0-9]{11}$'
    when 'MT' then '^[0-9]{8}$'
    when 'NL' then '^[0-9]{9}B[0-9]{2}$'
    when 'PL' then '^[0-9]{10}$'
    when 'PT' then '^[0-9]{9}$'
    when 'RO' then '^[1-9][0-9]{1,9}$'
    when 'SE' then '^[0-9]{10}01$'
    when 'SI' then '^[0-9]{8}$'
    when 'SK' then '^[0-9]{10}$'
    when 'XI' then '^([0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$'
  end;
  if v_pattern is null or v_rest !~ v_pattern then
    return 'vat_format';
  end if;
  if v_country <> 'FR' then
    return null;
  end if;
  v_siren := substr(v_rest, 3);
  -- A French number is FR + a 2-character key + the SIREN. The numeric key is (12 + 3 x (SIREN mod 97))
  -- mod 97; the alphanumeric keys of the newer scheme have no published formula, so only their shape is checked.
  if substr(v_rest, 1, 2) ~ '^[0-9]{2}$'
     and substr(v_rest, 1, 2)::int <> (12 + 3 * (v_siren::bigint % 97)) % 97 then
    return 'vat_check_digits';
  end if;
  if p_siren is not null and p_siren <> v_siren then
    return 'vat_siren_mismatch';
  end if;
  return null;
end;
$function$;

comment on function "public"."vat_number_problem"(text, text) is 'Why an intra-EU VAT number (spaces, dots and dashes allowed) is not valid: vat_format (not its member state''s format), vat_check_digits (a French key that does not match its SIREN), vat_siren_mismatch (a French number whose SIREN is not p_siren, the SIRET''s); null when valid.';

revoke all on function public.vat_number_problem(p_vat text, p_siren text) from public, anon, authenticated, service_role;
grant execute on function public.vat_number_problem(p_vat text, p_siren text) to anon, authenticated, service_role;
