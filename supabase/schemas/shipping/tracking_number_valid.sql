create or replace function public.tracking_number_valid(p_carrier text, p_number text)
  returns boolean language sql immutable parallel safe set search_path to ''
as $function$
  select coalesce(case p_carrier
    when 'colissimo' then p_number ~ '^([0-9][A-Z][0-9]{11}|[A-Z]{2}[0-9]{9}[A-Z]{2})$'
    when 'chronopost' then p_number ~ '^[A-Z]{2}([0-9]{9}|[0-9]{11})[A-Z]{2}$'
    when 'mondial_relay' then p_number ~ '^[0-9]{8}$'
    when 'dhl' then p_number ~ '^([0-9]{10}|(JJD|JVGL)[0-9]{10,20}|3S[A-Z0-9]{8,16}|(GM|LX|RX)[A-Z0-9]{8,37})$'
    when 'ups' then p_number ~ '^1Z[A-Z0-9]{16}$'
    when 'other' then p_number ~ '^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$'
    else false
  end, false)
$function$;

comment on function "public"."tracking_number_valid"(text, text) is 'Whether a normalized tracking number has one of the formats the carrier publishes (any sane number for other).';

revoke all on function public.tracking_number_valid(p_carrier text, p_number text) from public, anon, authenticated, service_role;
grant execute on function public.tracking_number_valid(p_carrier text, p_number text) to anon, authenticated, public, service_role;
