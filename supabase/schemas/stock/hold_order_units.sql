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
  for l in
    select i.id as item_id, i.product_id, i.quantity, p.product_id as slug
    from public.order_items i
    join public.products p on p.id = i.product_id
    where i.order_id = p_order_id
      and not exists (
        select 1 from public.stock_holds h where h.order_item_id = i.id and h.status in ('held', 'sold')
      )
    order by i.product_id, i.id
  loop
    update public.products p
    set stock_held = p.stock_held + l.quantity
    where p.id = l.product_id and public.product_can_take(p, l.quantity);
    if not found then
      raise exception 'out_of_stock' using errcode = 'P0001', detail = l.slug;
    end if;
    insert into public.stock_holds (order_id, order_item_id, product_id, session_id, quantity, expires_at)
    values (p_order_id, l.item_id, l.product_id, p_session_id, l.quantity, p_expires_at);
  end loop;
end;
$function$;

revoke all on function public.hold_order_units(p_order_id uuid, p_session_id uuid, p_expires_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.hold_order_units(p_order_id uuid, p_session_id uuid, p_expires_at timestamp with time zone) to service_role;
