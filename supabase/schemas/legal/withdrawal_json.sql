create or replace function public.withdrawal_json(p_withdrawal_id uuid)
  returns jsonb language sql stable set search_path to ''
as $function$
  select jsonb_build_object(
    'id', w.id,
    'order_id', w.order_id,
    'requested_by', w.requested_by,
    'status', w.status,
    'requested_at', w.requested_at,
    'refund_deadline', w.refund_deadline,
    'sealed_confirmed', w.sealed_confirmed,
    'statement', w.statement,
    'refund_amount', w.refund_amount,
    'refused_reason', w.refused_reason,
    'processed_at', w.processed_at,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'order_item_id', i.id,
        'product_name', i.product_name,
        'unit_price', i.unit_price,
        'quantity', wi.quantity
      ) order by i.created_at, i.id)
      from public.withdrawal_items wi
      join public.order_items i on i.id = wi.order_item_id
      where wi.withdrawal_id = w.id
    ), '[]'::jsonb)
  )
  from public.withdrawals w
  where w.id = p_withdrawal_id
$function$;

revoke all on function public.withdrawal_json(p_withdrawal_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.withdrawal_json(p_withdrawal_id uuid) to service_role;
