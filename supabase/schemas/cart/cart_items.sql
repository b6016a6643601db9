create table "public"."cart_items" (
  "id"            uuid          not null default gen_random_uuid(),
  "cart_id"       uuid          not null,
  "product_id"    text          not null,
  "product_name"  text          not null,
  "product_image" text,
  "product_price" numeric(12,2) not null,
  "quantity"      integer       not null,
  "currency"      text          not null default 'usd'::text,
  "position"      integer       not null default 0,
  constraint "cart_items_cart_id_product_id_key" unique (cart_id, product_id),
  constraint "cart_items_currency_check" check ((currency = ANY (ARRAY['usd'::text, 'eur'::text]))),
  constraint "cart_items_pkey" primary key (id),
  constraint "cart_items_position_check" check (("position" >= 0)),
  constraint "cart_items_product_price_check" check ((product_price >= (0)::numeric)),
  constraint "cart_items_quantity_check" check (((quantity >= 1) AND (quantity <= 1000))),
  constraint "cart_items_cart_id_fkey" foreign key (cart_id) references public.carts(id) on delete cascade,
  constraint "cart_items_product_id_fkey" foreign key (product_id) references public.products(product_id)
    on update cascade on delete cascade
);

alter table public.cart_items enable row level security;

create index cart_items_product_id_idx on public.cart_items using btree (product_id);

create policy "admin reads need aal2" on public.cart_items as restrictive for select to authenticated
  using ((public.owns_cart(cart_id) or (select public.admin_read_allowed())));

create policy "owners add lines to their carts" on public.cart_items for insert to authenticated with check (public.owns_cart(cart_id));

create policy "owners delete their cart lines" on public.cart_items for delete to authenticated using (public.owns_cart(cart_id));

create policy "owners read their cart lines, admins read all" on public.cart_items for select to authenticated
  using ((public.owns_cart(cart_id) or (select public.is_admin())));

create policy "owners update their cart lines" on public.cart_items for update to authenticated
  using (public.owns_cart(cart_id)) with check (public.owns_cart(cart_id));

revoke all on table public.cart_items from anon, authenticated, service_role;
grant select, insert, update, delete on table public.cart_items to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.cart_items to service_role;
