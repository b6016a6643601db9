-- An order's status is the Postgres enum public.order_status: the database refuses any other value with
-- "invalid input value for enum order_status" (22P02), and the one list reaches the app through the generated
-- types (Database['public']['Enums']['order_status'] and Constants.public.Enums.order_status, in this order,
-- the order the admin and CRM lists show). orders.status, order_events.from_status / to_status and
-- order_next_statuses() take it; reservations.status keeps its own list (ready, completed: a reservation's
-- life, not an order's) and stays text.
--
-- Existing rows keep their values: every stored value was one of these (the check constraints below said so).
-- What depends on orders.status is taken down and put back as it was: the triggers that fire on an update of
-- status (a column type cannot change under a trigger's column list or WHEN clause) and the two check
-- constraints (their text arrays would not compare with the enum). PostgREST and the functions keep taking
-- text: a JSON string or a literal becomes the enum; record_payment's text variable is retyped in
-- 20261124300010_record_payment_status_enum.sql.

create type public.order_status as enum (
  'pending_payment', 'paid', 'deposit_paid', 'fulfilled', 'shipped', 'delivered', 'cancelled', 'refunded'
);

comment on type public.order_status is
  'An order''s status; its moves are those of public.order_next_statuses (trigger orders_check_status).';

drop trigger orders_cancelled_mail on public.orders;
drop trigger orders_check_shipped on public.orders;
drop trigger orders_check_status on public.orders;
drop trigger orders_log_status_change on public.orders;
drop trigger orders_promo_redemption on public.orders;
drop trigger orders_stock_on_status on public.orders;
drop trigger orders_zz_invoices on public.orders;

alter table public.orders drop constraint orders_status_check;
alter table public.orders drop constraint orders_check3;

alter table public.orders
  alter column status drop default,
  alter column status type public.order_status using status::public.order_status,
  alter column status set default 'pending_payment';

-- Never paid, shipped or delivered with a balance still due (was orders_check3 of 20261121000005).
alter table public.orders
  add constraint orders_check3 check (status not in ('paid', 'shipped', 'delivered') or balance_due = 0);

alter table public.order_events
  alter column from_status type public.order_status using from_status::public.order_status,
  alter column to_status type public.order_status using to_status::public.order_status;

-- The machine of 20261123300100_prepared_after_balance.sql, now of the enum. Its callers pass orders.status
-- (plpgsql, resolved when they run) or a literal; PostgREST reads a JSON string argument as the enum.
drop function public.order_next_statuses(text);

create function public.order_next_statuses(from_status public.order_status)
returns public.order_status[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case from_status
    when 'pending_payment' then array['paid', 'deposit_paid', 'cancelled']::public.order_status[]
    when 'deposit_paid' then array['paid', 'cancelled', 'refunded']::public.order_status[]
    when 'paid' then array['fulfilled', 'cancelled', 'refunded']::public.order_status[]
    when 'fulfilled' then array['shipped', 'cancelled', 'refunded']::public.order_status[]
    when 'shipped' then array['delivered', 'refunded']::public.order_status[]
    when 'delivered' then array['refunded']::public.order_status[]
    when 'cancelled' then array['refunded']::public.order_status[]
    else array[]::public.order_status[]
  end
$$;

comment on function public.order_next_statuses(public.order_status) is
  'The statuses an order may move to from the given one (the admin offers exactly these).';

-- The triggers as they were (same names, so the same firing order), their literals now of the enum.
create trigger orders_cancelled_mail
  after update of status on public.orders
  for each row
  when (new.status = 'cancelled' and old.status in ('deposit_paid', 'paid', 'fulfilled'))
  execute function public.orders_cancelled_mail();

create trigger orders_check_shipped
  before update of status on public.orders
  for each row execute function public.orders_check_shipped();

create trigger orders_check_status
  before update of status on public.orders
  for each row execute function public.orders_check_status();

create trigger orders_log_status_change
  after insert or update of status on public.orders
  for each row execute function public.log_order_status_change();

create trigger orders_promo_redemption
  after update of status on public.orders
  for each row
  when (old.status is distinct from new.status)
  execute function public.orders_promo_redemption();

create trigger orders_stock_on_status
  after update of status on public.orders
  for each row
  when (old.status is distinct from new.status)
  execute function public.orders_stock_on_status();

create trigger orders_zz_invoices
  after update of status, refunded_amount on public.orders
  for each row
  when (old.status is distinct from new.status or old.refunded_amount is distinct from new.refunded_amount)
  execute function public.orders_issue_invoices();
