-- The cancellation mail (issue 16, item 2): when an order somebody paid for (deposit_paid, paid or fulfilled)
-- becomes cancelled, whoever cancels it (the member, an admin, the sweep, the webhook), its customer gets one
-- mail in the order's language. Not for a checkout that was never paid (superseded by the shopper's own new
-- attempt, or unpaid and lapsed): nobody paid, nobody is told. Once per order (the event key of 20261123200000).
-- A refund, when one is made, has its own mail (payment_refunded).

create function public.orders_cancelled_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke execute on function public.orders_cancelled_mail() from public, anon, authenticated;

create trigger orders_cancelled_mail
  after update of status on public.orders
  for each row
  when (new.status = 'cancelled' and old.status in ('deposit_paid', 'paid', 'fulfilled'))
  execute function public.orders_cancelled_mail();
