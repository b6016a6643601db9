-- Admin tools: archived products, the order trail for every admin change, refunds and order notes.
--
-- No SECURITY DEFINER function here: the admin functions run with the caller's rights, so the RLS policies
-- of products, orders and order_events stay the guard (a member calling them changes nothing).

-- ---------------------------------------------------------------------------------------------------------
-- Products: archive instead of delete
-- ---------------------------------------------------------------------------------------------------------

-- A product that orders reference cannot be deleted (order_items and reservations restrict it); it is
-- archived: unpublished and kept out of the admin's default list.
alter table public.products add column archived_at timestamptz;
alter table public.products
  add constraint products_archived_unpublished check (archived_at is null or not published);

comment on column public.products.archived_at is
  'Set when an admin archives the product (never published while archived); null for a live product.';

-- ---------------------------------------------------------------------------------------------------------
-- Orders: every admin change in the trail, with who and when
-- ---------------------------------------------------------------------------------------------------------

alter table public.order_events drop constraint order_events_type_check;
alter table public.order_events add constraint order_events_type_check
  check (type in ('created', 'status_changed', 'payment', 'refund', 'note', 'email', 'updated'));

-- Status changes are logged by log_order_status_change(); this one logs what else a signed-in person
-- changes on an order (amounts, address, contact...), column by column, old and new values.
create function public.log_order_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_old jsonb := to_jsonb(old) - array['updated_at', 'status', 'search_text', 'total', 'paid_at', 'cancelled_at'];
  v_new jsonb := to_jsonb(new) - array['updated_at', 'status', 'search_text', 'total', 'paid_at', 'cancelled_at'];
  v_changes jsonb := '{}'::jsonb;
  v_key text;
begin
  -- Functions run by the service role (the webhook) log their own event; this trail is for people.
  if auth.uid() is null then
    return null;
  end if;
  for v_key in select jsonb_object_keys(v_new) loop
    if v_new -> v_key is distinct from v_old -> v_key then
      v_changes := v_changes || jsonb_build_object(
        v_key, jsonb_build_object('from', v_old -> v_key, 'to', v_new -> v_key)
      );
    end if;
  end loop;
  if v_changes <> '{}'::jsonb then
    insert into public.order_events (order_id, actor_id, type, data)
    values (new.id, auth.uid(), 'updated', jsonb_build_object('changes', v_changes));
  end if;
  return null;
end;
$$;

comment on function public.log_order_update() is
  'Trigger: records in order_events every column a signed-in person changes on an order (not the status).';

revoke execute on function public.log_order_update() from public, anon, authenticated;

create trigger orders_log_update
  after update on public.orders
  for each row execute function public.log_order_update();

-- The trigger writes as the admin (SECURITY INVOKER), so admins may add 'updated' and 'refund' events for
-- themselves; notes keep their policy of 20261121000005_orders.sql. Nobody edits or deletes the trail.
create policy "admins record their order changes"
  on public.order_events for insert
  to authenticated
  with check (
    (select public.is_admin()) and type in ('updated', 'refund') and actor_id = (select auth.uid())
  );

-- ---------------------------------------------------------------------------------------------------------
-- Refunds
-- ---------------------------------------------------------------------------------------------------------

-- Records money given back on an order: never more than was paid, in the order's currency. With
-- p_mark_refunded the order moves to refunded when the state machine allows it.
create function public.admin_record_refund(
  p_order_id uuid,
  p_amount numeric,
  p_reason text,
  p_mark_refunded boolean default false
)
returns public.orders
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if not public.is_admin() then
    raise exception 'only an admin records refunds' using errcode = 'insufficient_privilege';
  end if;
  select * into v_order from public.orders where id = p_order_id for update;
  if v_order.id is null then
    raise exception 'order not found' using errcode = 'no_data_found';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'the refund must be a positive amount with at most 2 decimals'
      using errcode = 'check_violation', hint = 'refund_amount_invalid';
  end if;
  if v_order.refunded_amount + p_amount > v_order.amount_paid then
    raise exception 'a refund of % would exceed what was paid (% paid, % already refunded)',
      p_amount, v_order.amount_paid, v_order.refunded_amount
      using errcode = 'check_violation', hint = 'refund_exceeds_paid';
  end if;
  if length(coalesce(trim(p_reason), '')) = 0 or length(p_reason) > 2000 then
    raise exception 'a refund needs a reason of at most 2000 characters'
      using errcode = 'check_violation', hint = 'refund_reason_required';
  end if;

  insert into public.order_events (order_id, actor_id, type, note, data)
  values (v_order.id, auth.uid(), 'refund', trim(p_reason),
          jsonb_build_object('amount', p_amount, 'currency', v_order.currency));

  update public.orders
  set refunded_amount = refunded_amount + p_amount,
      status = case
        when p_mark_refunded and 'refunded' = any (public.order_next_statuses(status)) then 'refunded'
        else status
      end
  where id = v_order.id
  returning * into v_order;

  update public.reservations
  set status = 'refunded'
  where order_id = v_order.id and v_order.status = 'refunded' and status <> 'refunded';

  return v_order;
end;
$$;

comment on function public.admin_record_refund(uuid, numeric, text, boolean) is
  'Admins: records a refund (amount, reason) in the order trail and the order; optionally moves it to refunded.';

revoke execute on function public.admin_record_refund(uuid, numeric, text, boolean) from public, anon;
grant execute on function public.admin_record_refund(uuid, numeric, text, boolean) to authenticated, service_role;
