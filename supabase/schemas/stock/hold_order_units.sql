create or replace function public.hold_order_units (
  p_order_id   uuid,
  p_session_id uuid,
  p_expires_at timestamp with time zone
)
  returns void
  language plpgsql
  set search_path to ''
  AS $function$
declare
  l record;
begin
  -- Products in id order, a set's components among them: every checkout locks rows in the same order, so two
  -- checkouts sharing products wait for each other instead of deadlocking.
  for l in
    select x.item_id, x.product_id, x.quantity, x.units_per_line_unit, x.in_set, x.item_slug
    from public.order_stock_lines(p_order_id) x
    where not exists (
      select 1 from public.stock_holds h
      where h.order_item_id = x.item_id and h.product_id = x.product_id and h.status in ('held', 'sold')
    )
    order by x.product_id, x.item_id
  loop
    update public.products p
    set stock_held = p.stock_held + l.quantity
    where p.id = l.product_id and public.product_can_take(p, l.quantity)
      and (not l.in_set or public.product_sells_in_set(p));
    if not found then
      raise exception 'out_of_stock' using errcode = 'P0001', detail = l.item_slug;
    end if;
    insert into public.stock_holds (
      order_id, order_item_id, product_id, session_id, quantity, expires_at, units_per_line_unit
    ) values (
      p_order_id, l.item_id, l.product_id, p_session_id, l.quantity, p_expires_at, l.units_per_line_unit
    );
  end loop;
end;
$function$;

revoke all on function public.hold_order_units(p_order_id uuid, p_session_id uuid, p_expires_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.hold_order_units(p_order_id uuid, p_session_id uuid, p_expires_at timestamp with time zone) to service_role;
