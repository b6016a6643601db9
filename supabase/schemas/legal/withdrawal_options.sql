create or replace function public.withdrawal_options(p_order_id uuid)
  returns jsonb language plpgsql stable set search_path to ''
as $function$
declare
  o public.orders;
  v_lines jsonb;
  v_left integer;
  v_reason text;
begin
  select * into o from public.orders where id = p_order_id;
  if not found then
    return null;
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', l.id,
           'product_name', l.product_name,
           'product_image', l.product_image,
           'unit_price', l.unit_price,
           'quantity', l.quantity,
           'withdrawn', l.withdrawn,
           'available', l.quantity - l.withdrawn
         ) order by l.created_at, l.id), '[]'::jsonb),
         coalesce(sum(l.quantity - l.withdrawn), 0)::integer
  into v_lines, v_left
  from (
    select i.id, i.product_name, i.product_image, i.unit_price, i.quantity, i.created_at,
           coalesce((
             select sum(wi.quantity)
             from public.withdrawal_items wi
             join public.withdrawals w on w.id = wi.withdrawal_id
             where wi.order_item_id = i.id and w.status <> 'refused'
           ), 0)::integer as withdrawn
    from public.order_items i
    where i.order_id = o.id
  ) l;
  v_reason := public.withdrawal_closed_reason(o, v_left);
  return jsonb_build_object(
    'order_id', o.id,
    'number', o.number,
    'status', o.status,
    'currency', o.currency,
    'locale', o.locale,
    'created_at', o.created_at,
    'delivered_at', o.delivered_at,
    'deadline', public.withdrawal_deadline(o.delivered_at),
    'open', v_reason is null,
    'reason', v_reason,
    'goods_sent', o.status in ('shipped', 'delivered'),
    'lines', v_lines,
    'withdrawals', coalesce((
      select jsonb_agg(public.withdrawal_json(w.id) order by w.requested_at, w.id)
      from public.withdrawals w
      where w.order_id = o.id
    ), '[]'::jsonb)
  );
end;
$function$;

revoke all on function public.withdrawal_options(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.withdrawal_options(p_order_id uuid) to service_role;
