-- Invoices for the orders paid before 20261123100400_invoices.sql, which issues them as orders move: an order
-- already paid then has none, and a customer or the accountant would find a sale without its invoice. Issued
-- now, in the order the payments came in, through the same helpers as every other document (issue_invoice and
-- issue_credit_note: the series lock, unbroken numbers, the frozen snapshot; the seller's facts are frozen at the
-- first listing, as always). Once per order: an order that has any document is left alone, so running it again
-- issues nothing.
--
-- What each order gets, from what it took (the payment dates are the order's `paid_at`):
--   - a reservation whose deposit is paid and balance due (`deposit_paid`): a deposit invoice for what was paid;
--   - any other order that took money (paid, prepared, shipped, delivered, or later cancelled or refunded): one
--     invoice for what the sale took (the amount paid, at most the order's total: a second payment given back
--     was never the sale's), then a credit note for what was given back of it, if anything.

create function public.issue_missing_invoices()
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  o public.orders;
  v_sale numeric(12, 2);
  v_count integer := 0;
begin
  for o in
    select * from public.orders
    where amount_paid > 0
      and not exists (select 1 from public.invoices i where i.order_id = orders.id)
    order by coalesce(paid_at, created_at), created_at, id
  loop
    if o.status = 'deposit_paid' then
      perform public.issue_invoice(o.id, 'deposit', o.amount_paid, coalesce(o.paid_at, o.created_at));
      v_count := v_count + 1;
      continue;
    end if;
    v_sale := least(o.amount_paid, o.total);
    if v_sale <= 0 then
      continue;
    end if;
    perform public.issue_invoice(o.id, 'full', v_sale, coalesce(o.paid_at, o.created_at));
    v_count := v_count + 1;
    if least(o.refunded_amount, v_sale) > 0 then
      perform public.issue_credit_note(o.id, least(o.refunded_amount, v_sale));
    end if;
  end loop;
  return v_count;
end;
$$;

comment on function public.issue_missing_invoices() is
  'Once per order: the invoice (and credit note) of an order paid before invoices were issued. Returns how many orders got one.';

revoke execute on function public.issue_missing_invoices() from public, anon, authenticated;

select public.issue_missing_invoices();
