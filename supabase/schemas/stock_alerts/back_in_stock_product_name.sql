create or replace function public.back_in_stock_product_name(p_product public.products, p_locale text)
  returns text language sql stable set search_path to ''
as $function$
  select case when p_locale = 'fr' and pg_catalog.btrim(coalesce(p_product.title_fr, '')) <> ''
              then p_product.title_fr else p_product.title end
$function$;

comment on function "public"."back_in_stock_product_name"(public.products, text) is 'The product''s name in the language of a back-in-stock mail (the French title when it has one).';

revoke all on function public.back_in_stock_product_name(p_product public.products, p_locale text) from public, anon, authenticated, service_role;
grant execute on function public.back_in_stock_product_name(p_product public.products, p_locale text) to service_role;
