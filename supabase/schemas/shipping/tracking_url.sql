create or replace function public.tracking_url(p_carrier text, p_number text, p_custom_url text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select case p_carrier
    when 'colissimo' then 'https://www.laposte.fr/outils/suivre-vos-envois?code=' || p_number
    when 'chronopost' then 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=' || p_number
    when 'mondial_relay' then 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=' || p_number
    when 'dhl' then 'https://www.dhl.com/global-en/home/tracking.html?submit=1&tracking-id=' || p_number
    when 'ups' then 'https://www.ups.com/track?loc=en_US&tracknum=' || p_number
    else nullif(btrim(coalesce(p_custom_url, '')), '')
  end
$function$;

comment on function "public"."tracking_url"(text, text, text) is 'The tracking link of a shipment: built from the number for the known carriers, the admin''s own for other.';

revoke all on function public.tracking_url(p_carrier text, p_number text, p_custom_url text) from public, anon, authenticated, service_role;
grant execute on function public.tracking_url(p_carrier text, p_number text, p_custom_url text) to anon, authenticated, public, service_role;
