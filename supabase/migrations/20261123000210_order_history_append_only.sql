-- Order history is append-only for every caller of the Data API, admins included: orders, their lines,
-- reservations, the trail (order_events) and the provider's events (payment_events) are never deleted through
-- the API, the trail is never rewritten, and the money on an order or reservation changes only inside the
-- functions that take payments, cancel and refund (SECURITY DEFINER, so they run as their owner), never by a
-- PATCH. A stolen or careless admin session can still move an order along the state machine, add a note and
-- record a refund (with its reason, never more than was paid), but cannot erase or rewrite what happened.

-- ---------------------------------------------------------------------------------------------------------
-- No delete: the policies go, and the privilege too (a second lock behind RLS)
-- ---------------------------------------------------------------------------------------------------------

drop policy "admins delete orders" on public.orders;
drop policy "admins delete order lines" on public.order_items;
drop policy "admins delete reservations" on public.reservations;

-- The aal2 twins of writes that no longer exist (20261121000031_admin_aal2.sql).
drop policy "admin writes need aal2 (delete)" on public.orders;
drop policy "admin writes need aal2 (delete)" on public.order_items;
drop policy "admin writes need aal2 (delete)" on public.reservations;
drop policy "admin writes need aal2 (delete)" on public.order_events;
drop policy "admin writes need aal2 (update)" on public.order_events;

revoke delete on public.orders, public.order_items, public.reservations, public.order_events,
  public.payment_events from anon, authenticated;
revoke update on public.order_events from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- The trail is never rewritten, by anyone
-- ---------------------------------------------------------------------------------------------------------

-- Even the service role and the functions: an event, once written, stays as written. The one change let
-- through is the database's own when an account is deleted (actor_id ... on delete set null), which clears
-- the actor and nothing else. Deleting a whole order (service role only) still takes its events with it.
create function public.order_events_refuse_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.actor_id is not null and new.actor_id is null
     and to_jsonb(new) - 'actor_id' = to_jsonb(old) - 'actor_id' then
    return new;
  end if;
  raise exception 'order history is append-only: event % of order % cannot be changed', old.id, old.order_id
    using errcode = 'insufficient_privilege', hint = 'order_history_append_only';
end;
$$;

comment on function public.order_events_refuse_update() is
  'Trigger: refuses every update of order_events except the actor being cleared when an account is deleted.';

revoke execute on function public.order_events_refuse_update() from public, anon, authenticated;

create trigger order_events_refuse_update
  before update on public.order_events
  for each row execute function public.order_events_refuse_update();

-- ---------------------------------------------------------------------------------------------------------
-- Money changes only inside the functions
-- ---------------------------------------------------------------------------------------------------------

-- Raised when a Data API caller (current_user anon or authenticated, which is what PostgREST's SET ROLE
-- gives a request, and what a SECURITY INVOKER function keeps) changes one of the columns named in the
-- trigger's arguments, or inserts a row that claims money was already paid or refunded. SECURITY DEFINER
-- functions (checkout, record_payment, cancel_reservation, admin_record_refund) run as their owner and the
-- webhook as service_role, so they pass. Generated totals (orders.total, order_items.line_total) follow
-- the columns checked here.
create function public.refuse_direct_money_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  v_columns text[];
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    select array_agg(c order by c) into v_columns
    from unnest(tg_argv) as c
    where v_new -> c is distinct from v_old -> c;
  else
    select array_agg(c order by c) into v_columns
    from unnest(array['amount_paid', 'refunded_amount']) as c
    where v_new ? c and coalesce((v_new ->> c)::numeric, 0) <> 0;
  end if;
  if v_columns is not null then
    raise exception '% of % cannot be changed through the API: the amounts change only with a payment, a cancellation or a refund',
      array_to_string(v_columns, ', '), tg_table_name
      using errcode = 'insufficient_privilege',
            hint = 'money_columns_protected',
            detail = 'Refunds are recorded with admin_record_refund (amount and reason).';
  end if;
  return new;
end;
$$;

comment on function public.refuse_direct_money_change() is
  'Trigger: refuses a change of the money columns named in its arguments by anon or authenticated.';

revoke execute on function public.refuse_direct_money_change() from public, anon, authenticated;

create trigger orders_refuse_direct_money_change
  before insert or update of subtotal, shipping_amount, amount_due_now, balance_due, amount_paid,
    refunded_amount on public.orders
  for each row execute function public.refuse_direct_money_change(
    'subtotal', 'shipping_amount', 'amount_due_now', 'balance_due', 'amount_paid', 'refunded_amount'
  );

create trigger reservations_refuse_direct_money_change
  before insert or update of price, deposit_amount, amount_paid, balance_due, refunded_amount
    on public.reservations
  for each row execute function public.refuse_direct_money_change(
    'price', 'deposit_amount', 'amount_paid', 'balance_due', 'refunded_amount'
  );

-- A line's price and quantity are what the customer was charged for.
create trigger order_items_refuse_direct_money_change
  before update of unit_price, quantity on public.order_items
  for each row execute function public.refuse_direct_money_change('unit_price', 'quantity');

-- ---------------------------------------------------------------------------------------------------------
-- Refunds: admin_record_refund runs as its owner, so it may change refunded_amount
-- ---------------------------------------------------------------------------------------------------------

-- Same rules as 20261121000030_admin.sql. As SECURITY DEFINER it no longer goes through RLS, so it asks the
-- questions the policies asked: an admin (is_admin()), past the second factor (admin_write_allowed()).
create or replace function public.admin_record_refund(
  p_order_id uuid,
  p_amount numeric,
  p_reason text,
  p_mark_refunded boolean default false
)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if not public.is_admin() then
    raise exception 'only an admin records refunds' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin records refunds after the two-factor challenge (aal2).';
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
  'Admins at aal2: records a refund (amount, reason) in the order trail and the order; optionally moves it to refunded.';

revoke execute on function public.admin_record_refund(uuid, numeric, text, boolean) from public, anon;
grant execute on function public.admin_record_refund(uuid, numeric, text, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The trail of admin changes is written by the trigger, not by the admin
-- ---------------------------------------------------------------------------------------------------------

-- log_order_update() wrote its 'updated' events with the admin's own rights, which needed an insert policy
-- letting admins write 'updated' and 'refund' events themselves (and so invent them). It now runs as its
-- owner, like log_order_status_change(); admin_record_refund writes the 'refund' events. Admins insert notes
-- only, through one policy (two permissive policies for the same role and action are what Supabase's linter
-- calls multiple_permissive_policies).
alter function public.log_order_update() security definer;
revoke execute on function public.log_order_update() from public, anon, authenticated;

drop policy "admins add order notes" on public.order_events;
drop policy "admins record their order changes" on public.order_events;

create policy "admins add order notes"
  on public.order_events for insert
  to authenticated
  with check ((select public.is_admin()) and type = 'note' and actor_id = (select auth.uid()));
