create or replace function public.products_guard_stock_counters()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  -- The API roles write products through RLS; the hold functions run as the owner.
  if current_user in ('anon', 'authenticated', 'service_role') then
    if tg_op = 'INSERT' and (new.stock_held <> 0 or new.sold_ahead <> 0) then
      raise exception 'stock_held and sold_ahead start at 0' using errcode = 'check_violation';
    elsif tg_op = 'UPDATE' and (new.stock_held is distinct from old.stock_held
                                or new.sold_ahead is distinct from old.sold_ahead) then
      raise exception 'stock_held and sold_ahead are kept by the checkout, not written directly'
        using errcode = 'check_violation', hint = 'Change stock (the units on hand) instead.';
    end if;
  end if;
  return new;
end;
$function$;

revoke all on function public.products_guard_stock_counters() from public, anon, authenticated, service_role;
grant execute on function public.products_guard_stock_counters() to service_role;
