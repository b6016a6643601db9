-- Carts (SPEC.md 3): one active cart per user, lines keyed by (cart_id, product_id) so the app can upsert.

create table public.carts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'active' check (status in ('active', 'converted', 'abandoned')),
  created_at timestamptz not null default now(),
  last_updated timestamptz not null default now()
);

create unique index carts_one_active_per_user on public.carts (user_id) where status = 'active';
create index carts_user_id_idx on public.carts (user_id);

create table public.cart_items (
  id uuid primary key default gen_random_uuid(),
  cart_id uuid not null references public.carts (id) on delete cascade,
  -- The product's slug (products.product_id), as the app's cart item id.
  product_id text not null references public.products (product_id) on update cascade on delete cascade,
  product_name text not null,
  product_image text,
  -- Display snapshot only: checkout re-prices every line from products.
  product_price numeric(12, 2) not null check (product_price >= 0),
  quantity integer not null check (quantity between 1 and 1000),
  currency text not null default 'usd' check (currency in ('usd', 'eur')),
  unique (cart_id, product_id)
);

create index cart_items_product_id_idx on public.cart_items (product_id);

alter table public.carts enable row level security;
alter table public.cart_items enable row level security;

create policy "owners read their carts, admins read all"
  on public.carts for select
  to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "owners create their carts"
  on public.carts for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "owners update their carts"
  on public.carts for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "owners delete their carts"
  on public.carts for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- A line belongs to whoever owns its cart.
create function public.owns_cart(target_cart_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.carts
    where id = target_cart_id and user_id = auth.uid()
  )
$$;

create policy "owners read their cart lines, admins read all"
  on public.cart_items for select
  to authenticated
  using (public.owns_cart(cart_id) or (select public.is_admin()));

create policy "owners add lines to their carts"
  on public.cart_items for insert
  to authenticated
  with check (public.owns_cart(cart_id));

create policy "owners update their cart lines"
  on public.cart_items for update
  to authenticated
  using (public.owns_cart(cart_id))
  with check (public.owns_cart(cart_id));

create policy "owners delete their cart lines"
  on public.cart_items for delete
  to authenticated
  using (public.owns_cart(cart_id));
