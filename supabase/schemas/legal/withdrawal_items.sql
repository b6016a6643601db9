create table "public"."withdrawal_items" (
  "withdrawal_id" uuid    not null,
  "order_item_id" uuid    not null,
  "quantity"      integer not null,
  constraint "withdrawal_items_order_item_id_fkey" foreign key (order_item_id)
    references public.order_items(id) on delete cascade,
  constraint "withdrawal_items_pkey" primary key (withdrawal_id, order_item_id),
  constraint "withdrawal_items_quantity_check" check (((quantity >= 1) AND (quantity <= 1000))),
  constraint "withdrawal_items_withdrawal_id_fkey" foreign key (withdrawal_id)
    references public.withdrawals(id) on delete cascade
);

alter table public.withdrawal_items enable row level security;

create index withdrawal_items_order_item_id_idx on public.withdrawal_items using btree (order_item_id);

create policy "admin reads need aal2" on public.withdrawal_items as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read their withdrawn lines, admins read all" on public.withdrawal_items for select to authenticated
  using ((exists ( select 1 from public.withdrawals w where (w.id = withdrawal_items.withdrawal_id))));

comment on table "public"."withdrawal_items" is 'The order lines and quantities of a withdrawal; never more of a line than was bought, less what other requests not refused already withdrew.';

revoke all on table public.withdrawal_items from anon, authenticated, service_role;
grant select on table public.withdrawal_items to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.withdrawal_items to service_role;
