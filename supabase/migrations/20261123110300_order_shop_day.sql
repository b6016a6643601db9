-- The day an order was placed, in the shop's time zone (Europe/Paris), for the date filters of /admin/orders
-- and /crm/orders: "orders of 3 November" means the shop's 3 November on both pages, whatever the admin's
-- computer says (before, the admin page used the browser's zone and the CRM UTC, so the same filter listed
-- different orders around midnight). Generated from created_at, so it can never disagree with it.
alter table public.orders
  add column created_on date generated always as ((created_at at time zone 'Europe/Paris')::date) stored;

comment on column public.orders.created_on is
  'The day the order was placed in the shop''s time zone (Europe/Paris): what the order lists filter on.';

create index orders_created_on_idx on public.orders (created_on);
