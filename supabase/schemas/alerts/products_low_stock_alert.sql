create or replace function public.products_low_stock_alert()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_low boolean := new.stock is not null and new.low_stock_level is not null
                   and new.stock <= new.low_stock_level;
  v_was_low boolean := tg_op = 'UPDATE' and old.stock is not null and old.low_stock_level is not null
                       and old.stock <= old.low_stock_level;
begin
  -- Raised when the stock crosses down to its level (a sale, an edit, a level set above the stock): one alert
  -- until it rises above again, even when an admin cleared it meanwhile and more units sell.
  if v_low and not v_was_low then
    perform public.raise_alert('low_stock', new.id::text, jsonb_build_object(
      'product_name', new.title,
      'product_name_fr', coalesce(new.title_fr, new.title),
      'stock', new.stock,
      'level', new.low_stock_level
    ), null, new.id);
  elsif not v_low and v_was_low then
    perform public.clear_alerts('low_stock', new.id::text);
  end if;
  return null;
end;
$function$;

comment on function "public"."products_low_stock_alert"() is 'Trigger: raises the product''s low_stock alert when its stock falls to its low_stock_level, clears it when the stock rises above.';

revoke all on function public.products_low_stock_alert() from public, anon, authenticated, service_role;
grant execute on function public.products_low_stock_alert() to service_role;
