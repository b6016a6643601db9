create or replace function public.carrier_label(p_carrier text, p_carrier_name text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select case p_carrier
    when 'colissimo' then 'Colissimo'
    when 'chronopost' then 'Chronopost'
    when 'mondial_relay' then 'Mondial Relay'
    when 'dhl' then 'DHL'
    when 'ups' then 'UPS'
    else coalesce(p_carrier_name, 'Other')
  end
$function$;

comment on function "public"."carrier_label"(text, text) is 'The display name of a carrier: its brand, or the name the admin typed for other.';

revoke all on function public.carrier_label(p_carrier text, p_carrier_name text) from public, anon, authenticated, service_role;
grant execute on function public.carrier_label(p_carrier text, p_carrier_name text) to anon, authenticated, public, service_role;
