create or replace function public.products_record_price_history()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_currency text;
  v_price numeric(12, 2);
  v_current public.product_price_history%rowtype;
begin
  foreach v_currency in array array['usd', 'eur'] loop
    v_price := case v_currency when 'usd' then new.price else coalesce(new.price_euros, new.price) end;
    select * into v_current
    from public.product_price_history
    where product_id = new.id and currency = v_currency and valid_to is null
    for update;
    if found and v_current.price = v_price then
      continue;
    elsif found and v_current.valid_from >= now() then
      -- Changed twice in one transaction: the first price was never charged.
      update public.product_price_history set price = v_price where id = v_current.id;
    else
      if found then
        update public.product_price_history set valid_to = now() where id = v_current.id;
      end if;
      insert into public.product_price_history (product_id, currency, price, valid_from)
      values (new.id, v_currency, v_price, now());
    end if;
  end loop;
  return null;
end;
$function$;

revoke all on function public.products_record_price_history() from public, anon, authenticated, service_role;
grant execute on function public.products_record_price_history() to service_role;
