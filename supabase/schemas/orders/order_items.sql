create table "public"."order_items" (
  "id"            uuid                     not null default gen_random_uuid(),
  "order_id"      uuid                     not null,
  "product_id"    uuid                     not null,
  "product_slug"  text                     not null,
  "product_name"  text                     not null,
  "product_image" text,
  "unit_price"    numeric(12,2)            not null,
  "quantity"      integer                  not null,
  "created_at"    timestamp with time zone not null default now(),
  constraint "order_items_pkey" primary key (id),
  constraint "order_items_quantity_check" check (((quantity >= 1) AND (quantity <= 1000))),
  constraint "order_items_unit_price_check" check ((unit_price >= (0)::numeric)),
  constraint "order_items_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade,
  constraint "order_items_product_id_fkey" foreign key (product_id) references public.products(id)
    on delete restrict
);

alter table public.order_items enable row level security;

alter table public.order_items add column "line_total" numeric(12,2) generated always as ((unit_price * (quantity)::numeric)) stored;

alter table public.order_items add column "expected_ship_on" date;

comment on column "public"."order_items"."expected_ship_on" is 'A pre-order line''s expected shipping date, promised when the order was placed (trigger order_items_expected_ship_on); null on other lines.';

create trigger order_items_expected_ship_on
  before insert on public.order_items
  for each row
  execute function public.order_items_expected_ship_on();

create index order_items_order_id_idx on public.order_items using btree (order_id);

create index order_items_product_id_idx on public.order_items using btree (product_id);

create trigger order_items_refuse_direct_money_change
  before update of unit_price, quantity on public.order_items
  for each row
  execute function public.refuse_direct_money_change('unit_price', 'quantity');

create policy "admin reads need aal2" on public.order_items as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read their order lines, admins read all" on public.order_items for select to authenticated
  using (((select public.is_staff()) or (exists ( select 1 from public.orders o where ((o.id = order_items.order_id) AND (o.user_id = (select auth.uid())))))));

revoke all on table public.order_items from anon, authenticated, service_role;
grant select on table public.order_items to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.order_items to service_role;
