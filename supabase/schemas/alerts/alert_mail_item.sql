create or replace function public.alert_mail_item(p_alert public.alerts)
  returns jsonb language sql stable set search_path to ''
as $function$
  -- What a mail says of one alert: its kind, its facts, when, and the admin page it is handled on.
  select jsonb_build_object(
    'kind', p_alert.kind,
    'details', p_alert.details,
    'raised_at', p_alert.raised_at,
    'url', public.site_url() || case
      when p_alert.order_id is not null then '/admin/orders?order=' || p_alert.order_id::text
      when p_alert.product_id is not null then '/admin/products?edit=' || p_alert.product_id::text
      when p_alert.details ? 'contact_id' then '/crm/contacts/' || (p_alert.details ->> 'contact_id')
      when p_alert.kind = 'mail_failed' then '/admin/mails'
      else '/admin'
    end
  )
$function$;

comment on function "public"."alert_mail_item"(public.alerts) is 'One alert as the staff_alert and alert_digest mails read it (kind, details, raised_at, url).';

revoke all on function public.alert_mail_item(p_alert public.alerts) from public, anon, authenticated, service_role;
grant execute on function public.alert_mail_item(p_alert public.alerts) to service_role;
