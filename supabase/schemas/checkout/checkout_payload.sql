create or replace function public.checkout_payload (
  p_order_id      uuid,
  p_purpose       text,
  p_receipt_token text,
  p_existing      boolean
)
  returns jsonb
  language sql
  stable
  set search_path to ''
  AS $function$
  select jsonb_build_object(
    'order_id', o.id,
    'order_number', o.number,
    'status', o.status,
    'kind', o.kind,
    'locale', o.locale,
    'currency', o.currency,
    'email', o.email::text,
    'name', o.name,
    'total', o.total,
    'amount_due_now', o.amount_due_now,
    'balance_due', o.balance_due,
    'amount_due', case p_purpose when 'balance' then o.balance_due else o.amount_due_now end,
    'shipping_amount', o.shipping_amount,
    'shipping_due', case
      when p_purpose = 'balance' then least(o.shipping_amount, o.balance_due)
      when r.option = 'deposit' then 0
      else o.shipping_amount
    end,
    'discount_amount', o.discount_amount,
    'promo_code', o.promo_code,
    -- The part of the code's discount this payment shows as a discount: all of it with a full payment (the
    -- goods line is the subtotal), none with a deposit or a balance (their amounts are already net of it).
    'discount_due', case when p_purpose = 'order' and r.option is distinct from 'deposit' then o.discount_amount
                         else 0 end,
    'purpose', p_purpose,
    'reservation_option', r.option,
    'receipt_token', p_receipt_token,
    'existing', p_existing,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', i.product_name,
        'quantity', i.quantity,
        'unit_price', i.unit_price,
        'line_total', i.line_total
      ) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  left join lateral (
    select r.option from public.reservations r where r.order_id = o.id order by r.created_at limit 1
  ) r on true
  where o.id = p_order_id
$function$;

revoke all on function public.checkout_payload(p_order_id uuid, p_purpose text, p_receipt_token text, p_existing boolean) from public, anon, authenticated, service_role;
grant execute on function public.checkout_payload(p_order_id uuid, p_purpose text, p_receipt_token text, p_existing boolean) to service_role;
