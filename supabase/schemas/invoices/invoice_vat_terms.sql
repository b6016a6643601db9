create or replace function public.invoice_vat_terms(p_order public.orders, p_day date)
  returns jsonb language sql stable set search_path to ''
as $function$
  select jsonb_build_object(
    'regime', p_order.vat_regime,
    'country', p_order.vat_country,
    'rate', case when p_order.vat_regime = 'export' then 0
                 else coalesce(public.vat_rate_on(p_order.vat_country, p_day), p_order.vat_rate) end,
    'exemption', case when p_order.vat_regime = 'export' then 'export_cgi_262_i' end
  )
$function$;

revoke all on function public.invoice_vat_terms(p_order orders, p_day date) from public, anon, authenticated, service_role;
grant execute on function public.invoice_vat_terms(p_order orders, p_day date) to service_role;
