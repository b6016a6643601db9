create table "public"."shipment_items" (
  "shipment_id"   uuid    not null,
  "order_item_id" uuid    not null,
  "quantity"      integer not null,
  constraint "shipment_items_order_item_id_fkey" foreign key (order_item_id) references public.order_items(id)
    on delete cascade,
  constraint "shipment_items_pkey" primary key (shipment_id, order_item_id),
  constraint "shipment_items_quantity_check" check (((quantity >= 1) AND (quantity <= 1000))),
  constraint "shipment_items_shipment_id_fkey" foreign key (shipment_id) references public.shipments(id)
    on delete cascade
);

alter table public.shipment_items enable row level security;

create index shipment_items_order_item_id_idx on public.shipment_items using btree (order_item_id);

create policy "admin reads need aal2" on public.shipment_items as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read their shipment lines, admins read all" on "public"."shipment_items"
  for select
  to "authenticated"
  using ((( select public.is_staff() as is_staff) or (exists ( select 1
   from (public.shipments s
     JOIN public.orders o on ((o.id = s.order_id)))
  where ((s.id = shipment_items.shipment_id) AND (o.user_id = ( select auth.uid() as uid)))))));

comment on table "public"."shipment_items" is 'Which order lines a shipment carries and how many units; never more than ordered across the order''s shipments.';

revoke all on table public.shipment_items from anon, authenticated, service_role;
grant select on table public.shipment_items to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.shipment_items to service_role;
