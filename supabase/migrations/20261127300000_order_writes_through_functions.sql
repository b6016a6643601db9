-- An order's money, lines and identity change only inside the functions that keep invoices, credit notes,
-- stock and history in step (issue 27 item 4). Through the Data API an admin at aal2 could still, on a paid
-- and invoiced order: set discount_amount (the total drops under the invoice), refund_due (the automatic
-- refund worker then pays it out, with no credit note), email or user_id (the receipt, invoices, lookups and
-- withdrawals go to someone else), promo_code, currency, payment references; add, re-price or move order
-- lines (POST order_items, PATCH order_id/product_id); and write reservations and whole orders that no
-- payment ever made. Checkout, the webhook and the admin functions are SECURITY DEFINER or the service role,
-- so none of this takes anything from them.
--
-- What stays open to an admin at aal2: an order's status (the state machine of orders_check_status decides),
-- the delivery contact and address (name, phone, shipping_*: a typo fixed before the parcel leaves; invoices
-- froze theirs when issued), and notes in the trail (written now, by the admin, as notes only).
--
-- Triggers: orders_refuse_direct_money_change is created again with discount_amount and refund_due added
-- (its function, refuse_direct_money_change, is unchanged: latest body in 20261124600000_guard_errors_in_message.sql);
-- new: refuse_direct_order_change() (trigger orders_aa_refuse_direct_change) on orders and order_notes_as_written() on order_events.
-- Policies dropped: the admin insert/update policies of orders (insert), order_items and reservations, with
-- their aal2 twins (20261121000005_orders.sql, 20261121000031_admin_aal2.sql); the privileges go too.

-- ---------------------------------------------------------------------------------------------------------
-- No order, line or reservation is written by a caller of the API: checkout writes them
-- ---------------------------------------------------------------------------------------------------------

drop policy "admins insert orders" on public.orders;
drop policy "admin writes need aal2 (insert)" on public.orders;

drop policy "admins insert order lines" on public.order_items;
drop policy "admins update order lines" on public.order_items;
drop policy "admin writes need aal2 (insert)" on public.order_items;
drop policy "admin writes need aal2 (update)" on public.order_items;

drop policy "admins insert reservations" on public.reservations;
drop policy "admins update reservations" on public.reservations;
drop policy "admin writes need aal2 (insert)" on public.reservations;
drop policy "admin writes need aal2 (update)" on public.reservations;

revoke insert on public.orders from anon, authenticated;
revoke insert, update on public.order_items, public.reservations from anon, authenticated;
-- A visitor has no policy on either; the privilege goes too, so no later policy can open them by mistake.
revoke update on public.orders from anon;
revoke insert on public.order_events from anon;

-- ---------------------------------------------------------------------------------------------------------
-- The amounts: the discount and the refund still owed join the columns only the functions change
-- ---------------------------------------------------------------------------------------------------------

drop trigger orders_refuse_direct_money_change on public.orders;
create trigger orders_refuse_direct_money_change
  before insert or update of subtotal, shipping_amount, amount_due_now, balance_due, amount_paid,
    refunded_amount, discount_amount, refund_due on public.orders
  for each row execute function public.refuse_direct_money_change(
    'subtotal', 'shipping_amount', 'amount_due_now', 'balance_due', 'amount_paid', 'refunded_amount',
    'discount_amount', 'refund_due'
  );

-- ---------------------------------------------------------------------------------------------------------
-- Everything else on an order but its status and where it goes is the checkout's
-- ---------------------------------------------------------------------------------------------------------

-- Raised when a caller of the API (anon or authenticated, as PostgREST's SET ROLE gives a request) changes a
-- column of the row that is not named in the trigger's arguments. Generated columns follow the others and
-- are not compared. Its trigger fires first (triggers fire by name): what the caller sent, before
-- orders_check_status stamps paid_at or cancelled_at for a status move.
create function public.refuse_direct_order_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := to_jsonb(old);
  v_columns text[];
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  select array_agg(a.attname::text order by a.attname) into v_columns
  from pg_catalog.pg_attribute a
  where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname::text <> all (tg_argv)
    and v_new -> a.attname::text is distinct from v_old -> a.attname::text;
  if v_columns is not null then
    raise exception using errcode = 'insufficient_privilege', message = 'order_columns_protected',
      hint = pg_catalog.format(
        '%s of %s cannot be changed through the API: checkout set them, and only the order functions change them',
        array_to_string(v_columns, ', '), tg_table_name),
      detail = 'An admin changes an order''s status and delivery address; refunds go through admin_record_refund.';
  end if;
  return new;
end;
$$;

comment on function public.refuse_direct_order_change() is
  'Trigger: refuses a change by anon or authenticated of any column not named in its arguments.';

revoke execute on function public.refuse_direct_order_change() from public, anon, authenticated;

create trigger orders_aa_refuse_direct_change
  before update on public.orders
  for each row execute function public.refuse_direct_order_change(
    'status', 'name', 'phone', 'shipping_address_line1', 'shipping_address_line2', 'shipping_city',
    'shipping_postal_code', 'shipping_region', 'shipping_country',
    -- Refused by orders_refuse_direct_money_change with its own message (money_columns_protected).
    'subtotal', 'shipping_amount', 'amount_due_now', 'balance_due', 'amount_paid', 'refunded_amount',
    'discount_amount', 'refund_due',
    -- Set by their own triggers (orders_set_updated_at; orders_set_delivered_at, which refuses a
    -- delivered_at a caller typed with its own message, delivered_at_protected).
    'updated_at', 'delivered_at'
  );

-- ---------------------------------------------------------------------------------------------------------
-- A note is a note, written now
-- ---------------------------------------------------------------------------------------------------------

-- The insert policy lets an admin add type 'note' signed with their own id; the row's other columns were
-- theirs to fill: a created_at in the past slipped a note anywhere into the history, and from/to statuses or
-- data made it read like something else. A caller of the API gets the time of the insert, and nothing else.
create function public.order_notes_as_written()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.from_status is not null or new.to_status is not null or new.data is distinct from '{}'::jsonb then
    raise exception using errcode = 'insufficient_privilege', message = 'order_note_fields_protected',
      hint = 'a note added through the API carries its text only: statuses and data are written by the order functions';
  end if;
  new.created_at := pg_catalog.now();
  return new;
end;
$$;

comment on function public.order_notes_as_written() is
  'Trigger: a note inserted by anon or authenticated is dated now and carries no statuses or data.';

revoke execute on function public.order_notes_as_written() from public, anon, authenticated;

create trigger order_events_notes_as_written
  before insert on public.order_events
  for each row execute function public.order_notes_as_written();
