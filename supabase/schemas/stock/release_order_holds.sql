create or replace function public.release_order_holds (
  p_order_id      uuid,
  p_reason        text,
  p_order_item_id uuid default null::uuid
)
  returns integer
  language sql
  set search_path to ''
  AS $function$
  select public.release_hold_rows(
    (select array_agg(h.id order by h.id) from public.stock_holds h
     where h.order_id = p_order_id and h.status = 'held'
       and (p_order_item_id is null or h.order_item_id = p_order_item_id)),
    p_reason)
$function$;

revoke all on function public.release_order_holds(p_order_id uuid, p_reason text, p_order_item_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.release_order_holds(p_order_id uuid, p_reason text, p_order_item_id uuid) to service_role;
