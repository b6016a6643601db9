-- Catalogue: products, the public view the shop reads, and the product-images storage bucket.
--
-- Stock rule: stock is null when not tracked (always available); 0 means Out of Stock; a positive number is
-- the units left. Reserve and pre-order products may be sold at stock 0: the flags say so, not the stock.

create table public.products (
  id uuid primary key default gen_random_uuid(),
  product_id text not null unique check (product_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),

  -- Every text field has a French twin; the app falls back to the English text when the twin is null.
  title text not null check (length(title) between 1 and 200),
  title_fr text,
  subtitle text,
  subtitle_fr text,
  description text, -- rich HTML, sanitised by the app before display
  description_fr text,
  exclusive_immortela_synergy text,
  exclusive_immortela_synergy_fr text,
  other_key_ingredients text,
  other_key_ingredients_fr text,
  aromatherapy text,
  aromatherapy_fr text,
  special_benefits text,
  special_benefits_fr text,
  how_to_use text,
  how_to_use_fr text,
  cancellation_policy text,
  cancellation_policy_fr text,
  features text[] not null default '{}',
  features_fr text[] not null default '{}',

  -- price is what is charged (USD); price_euros is charged in French, else price. sale_price is the former
  -- price, shown struck through when on_sale and sale_price > 0.
  price numeric(12, 2) not null check (price >= 0),
  price_euros numeric(12, 2) check (price_euros >= 0),
  on_sale boolean not null default false,
  sale_price numeric(12, 2) check (sale_price >= 0),

  image_urls text[] not null default '{}',
  reserve_enabled boolean not null default false,
  preorder_enabled boolean not null default false,
  stock integer check (stock >= 0),
  estimated_delivery_days integer check (estimated_delivery_days between 1 and 365),

  featured boolean not null default false,
  published boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on column public.products.stock is
  'Units left; null = not tracked (always available); 0 = Out of Stock.';
comment on column public.products.sale_price is
  'The former price, shown struck through when on_sale and sale_price > 0; price is what is charged.';
comment on column public.products.estimated_delivery_days is
  'Days until a reserved or pre-ordered item ships; the app assumes 30 when null.';

create index products_published_sort_idx on public.products (published, sort_order);

create trigger products_set_updated_at
  before update on public.products
  for each row execute function public.set_updated_at();

alter table public.products enable row level security;

create policy "anyone reads published products, admins read all"
  on public.products for select
  to anon, authenticated
  using (published or (select public.is_admin()));

create policy "admins insert products"
  on public.products for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "admins update products"
  on public.products for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "admins delete products"
  on public.products for delete
  to authenticated
  using ((select public.is_admin()));

-- What the shop reads: published products and their public columns. security_invoker keeps the products
-- policies in force for whoever reads the view.
create view public.products_public
with (security_invoker = true)
as
select
  id,
  product_id,
  title,
  title_fr,
  subtitle,
  subtitle_fr,
  description,
  description_fr,
  exclusive_immortela_synergy,
  exclusive_immortela_synergy_fr,
  other_key_ingredients,
  other_key_ingredients_fr,
  aromatherapy,
  aromatherapy_fr,
  special_benefits,
  special_benefits_fr,
  how_to_use,
  how_to_use_fr,
  cancellation_policy,
  cancellation_policy_fr,
  features,
  features_fr,
  price,
  price_euros,
  on_sale,
  sale_price,
  image_urls,
  reserve_enabled,
  preorder_enabled,
  stock,
  (stock is null or stock > 0) as in_stock,
  estimated_delivery_days,
  featured,
  sort_order,
  created_at,
  updated_at
from public.products
where published;

comment on view public.products_public is 'Published products with their public columns; what the shop reads.';

-- The view would otherwise be auto-updatable; writes go to products.
revoke all on public.products_public from anon, authenticated;
grant select on public.products_public to anon, authenticated, service_role;

-- Product images: a public bucket (everyone reads), admins write. 5 MB, images only.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'product-images',
  'product-images',
  true,
  5 * 1024 * 1024,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "product-images: anyone reads"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'product-images');

create policy "product-images: admins upload"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'product-images' and (select public.is_admin()));

create policy "product-images: admins update"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'product-images' and (select public.is_admin()))
  with check (bucket_id = 'product-images' and (select public.is_admin()));

create policy "product-images: admins delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'product-images' and (select public.is_admin()));
