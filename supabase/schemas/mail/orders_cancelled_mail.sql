create or replace function public.orders_cancelled_mail()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_outbox_id uuid;
begin
  v_outbox_id := public.enqueue_mail(
    'order_cancelled',
    new.email::text,
    new.locale,
    new.id,
    jsonb_build_object(
      'order_number', new.number,
      'name', new.name,
      'order_kind', new.kind,
      'currency', new.currency,
      'amount_paid', new.amount_paid,
      'lines', coalesce((
        select jsonb_agg(jsonb_build_object('name', i.product_name, 'quantity', i.quantity) order by i.created_at, i.id)
        from public.order_items i
        where i.order_id = new.id
      ), '[]'::jsonb)
    )
  );
  if v_outbox_id is not null then
    insert into public.order_events (order_id, actor_id, type, data)
    values (new.id, null, 'email',
            jsonb_build_object('kind', 'order_cancelled', 'outbox_id', v_outbox_id, 'to', new.email::text));
  end if;
  return null;
end;
$function$;

revoke all on function public.orders_cancelled_mail() from public, anon, authenticated, service_role;
grant execute on function public.orders_cancelled_mail() to service_role;
