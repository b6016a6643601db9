-- A reservation is prepared only once it is paid in full. The machine let an admin move a reservation from
-- deposit_paid to fulfilled (prepared) while its balance was due, a dead end: the balance can only be paid while
-- the order is deposit_paid (prepare_balance_payment), record_payment then moves it to paid, which fulfilled
-- does not allow, and an order never ships with a balance due. The way now is deposit_paid -> paid (the balance,
-- asked for with "Product ready: ask for the balance") -> fulfilled -> shipped.
create or replace function public.order_next_statuses(from_status text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case from_status
    when 'pending_payment' then array['paid', 'deposit_paid', 'cancelled']
    when 'deposit_paid' then array['paid', 'cancelled', 'refunded']
    when 'paid' then array['fulfilled', 'cancelled', 'refunded']
    when 'fulfilled' then array['shipped', 'cancelled', 'refunded']
    when 'shipped' then array['delivered', 'refunded']
    when 'delivered' then array['refunded']
    when 'cancelled' then array['refunded']
    else array[]::text[]
  end
$$;
