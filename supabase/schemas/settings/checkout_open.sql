create or replace function public.checkout_open()
  returns boolean language sql stable security definer set search_path to ''
as $function$
  select coalesce((select not s.require_ready_to_sell from public.shop_settings s where s.id), false)
      or not exists (select 1 from jsonb_array_elements(public.ready_to_sell_items()) i
                     where not (i ->> 'done')::boolean)
$function$;

comment on function "public"."checkout_open"() is 'Whether checkout takes orders: always where shop_settings.require_ready_to_sell is off (the local seed), else once every item of ready_to_sell_items() is done. create_checkout_order refuses with checkout_closed otherwise; the cart asks it to say so before checkout.';

revoke all on function public.checkout_open() from public, anon, authenticated, service_role;
grant execute on function public.checkout_open() to anon, authenticated, service_role;
