create or replace function public.record_refund (
  p_order_id uuid,
  p_amount   numeric,
  p_actor    uuid,
  p_note     text,
  p_data     jsonb,
  p_from_due boolean
)
  returns void
  language plpgsql
  set search_path to ''
  AS $function$
begin
  insert into public.order_events (order_id, actor_id, type, note, data)
  select o.id, p_actor, 'refund', p_note,
         jsonb_build_object('amount', p_amount, 'currency', o.currency) || coalesce(p_data, '{}'::jsonb)
  from public.orders o
  where o.id = p_order_id;

  update public.orders
  set refunded_amount = refunded_amount + p_amount,
      refund_due = refund_due - case when p_from_due then p_amount else 0 end
  where id = p_order_id;
end;
$function$;

revoke all on function public.record_refund(p_order_id uuid, p_amount numeric, p_actor uuid, p_note text, p_data jsonb, p_from_due boolean) from public, anon, authenticated, service_role;
grant execute on function public.record_refund(p_order_id uuid, p_amount numeric, p_actor uuid, p_note text, p_data jsonb, p_from_due boolean) to service_role;
