create table "public"."products" (
  "id"                             uuid                     not null default gen_random_uuid(),
  "product_id"                     text                     not null,
  "title"                          text                     not null,
  "title_fr"                       text,
  "subtitle"                       text,
  "subtitle_fr"                    text,
  "description"                    text,
  "description_fr"                 text,
  "exclusive_immortela_synergy"    text,
  "exclusive_immortela_synergy_fr" text,
  "other_key_ingredients"          text,
  "other_key_ingredients_fr"       text,
  "aromatherapy"                   text,
  "aromatherapy_fr"                text,
  "special_benefits"               text,
  "special_benefits_fr"            text,
  "how_to_use"                     text,
  "how_to_use_fr"                  text,
  "cancellation_policy"            text,
  "cancellation_policy_fr"         text,
  "features"                       text[]                   not null default '{}'::text[],
  "features_fr"                    text[]                   not null default '{}'::text[],
  "price"                          numeric(12,2)            not null,
  "price_euros"                    numeric(12,2),
  "on_sale"                        boolean                  not null default false,
  "sale_price"                     numeric(12,2),
  "image_urls"                     text[]                   not null default '{}'::text[],
  "image_details"                  jsonb                    not null default '[]'::jsonb,
  "reserve_enabled"                boolean                  not null default false,
  "preorder_enabled"               boolean                  not null default false,
  "stock"                          integer,
  "estimated_delivery_days"        integer,
  "featured"                       boolean                  not null default false,
  "published"                      boolean                  not null default false,
  "sort_order"                     integer                  not null default 0,
  "created_at"                     timestamp with time zone not null default now(),
  "updated_at"                     timestamp with time zone not null default now(),
  "archived_at"                    timestamp with time zone,
  "stock_held"                     integer                  not null default 0,
  "sold_ahead"                     integer                  not null default 0,
  "sell_ahead_limit"               integer,
  "inci_ingredients"               text,
  "net_quantity"                   numeric(8,2),
  "net_quantity_unit"              text,
  "period_after_opening_months"    integer,
  "precautions"                    text,
  "precautions_fr"                 text,
  "origin_country"                 text,
  "responsible_person_name"        text,
  "responsible_person_address"     text,
  "on_sale_since"                  timestamp with time zone,
  "weight_grams"                   integer                  not null default 0,
  constraint "products_archived_unpublished" check (((archived_at IS NULL) OR (NOT published))),
  constraint "products_image_details_match_image_urls"
    check (public.product_image_details_valid(image_details, image_urls)),
  constraint "products_estimated_delivery_days_check"
    check (((estimated_delivery_days >= 1) AND (estimated_delivery_days <= 365))),
  constraint "products_inci_ingredients_1_to_5000_chars_no_control"
    check
    (((inci_ingredients IS NULL) OR ((length(btrim(inci_ingredients)) >= 1) AND
    (length(btrim(inci_ingredients)) <= 5000) AND (inci_ingredients !~ '[[:cntrl:]]'::text)))),
  constraint "products_net_quantity_above_0_and_at_most_10000"
    check
    (((net_quantity IS NULL) OR ((net_quantity > (0)::numeric) AND (net_quantity <= (10000)::numeric)))),
  constraint "products_net_quantity_and_unit_together"
    check (((net_quantity IS NULL) = (net_quantity_unit IS NULL))),
  constraint "products_net_quantity_unit_ml_or_g"
    check (((net_quantity_unit IS NULL) OR (net_quantity_unit = ANY (ARRAY['ml'::text, 'g'::text])))),
  constraint "products_origin_country_iso_3166_alpha_2"
    check (((origin_country IS NULL) OR (origin_country ~ '^[A-Z]{2}$'::text))),
  constraint "products_period_after_opening_months_between_1_and_60"
    check
    (((period_after_opening_months IS NULL) OR ((period_after_opening_months >= 1) AND
    (period_after_opening_months <= 60)))),
  constraint "products_pkey" primary key (id),
  constraint "products_precautions_1_to_2000_chars"
    check
    (((precautions IS NULL) OR ((length(btrim(precautions)) >= 1) AND (length(btrim(precautions)) <= 2000)))),
  constraint "products_precautions_fr_1_to_2000_chars"
    check
    (((precautions_fr IS NULL) OR ((length(btrim(precautions_fr)) >= 1) AND (length(btrim(precautions_fr)) <=
    2000)))),
  constraint "products_price_check" check ((price >= (0)::numeric)),
  constraint "products_price_euros_check" check ((price_euros >= (0)::numeric)),
  constraint "products_product_id_check" check ((product_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
  constraint "products_product_id_key" unique (product_id),
  constraint "products_responsible_person_address_1_to_500_chars"
    check
    (((responsible_person_address IS NULL) OR ((length(btrim(responsible_person_address)) >= 1) AND
    (length(btrim(responsible_person_address)) <= 500)))),
  constraint "products_responsible_person_name_1_to_200_chars"
    check
    (((responsible_person_name IS NULL) OR ((length(btrim(responsible_person_name)) >= 1) AND
    (length(btrim(responsible_person_name)) <= 200) AND (responsible_person_name !~ '[[:cntrl:]]'::text)))),
  constraint "products_responsible_person_name_and_address_together"
    check (((responsible_person_name IS NULL) = (responsible_person_address IS NULL))),
  constraint "products_sale_price_check" check ((sale_price >= (0)::numeric)),
  constraint "products_sell_ahead_limit_check" check ((sell_ahead_limit >= 0)),
  constraint "products_sold_ahead_check" check ((sold_ahead >= 0)),
  constraint "products_stock_check" check ((stock >= 0)),
  constraint "products_stock_held_check" check ((stock_held >= 0)),
  constraint "products_title_check" check (((length(title) >= 1) AND (length(title) <= 200))),
  constraint "products_weight_grams_check" check (((weight_grams >= 0) AND (weight_grams <= 1000000)))
);

alter table public.products enable row level security;

alter table "public"."products"
  add column "stock_available" integer generated always as (
CASE
    when (reserve_enabled or preorder_enabled) THEN
    CASE
        when (sell_ahead_limit is null) THEN null::integer
        ELSE GREATEST((((COALESCE(stock, 0) + sell_ahead_limit) - sold_ahead) - stock_held), 0)
    end
    when (stock is null) THEN null::integer
    ELSE GREATEST((stock - stock_held), 0)
end) stored;

alter table "public"."products"
  add column "low_stock_level" integer,
  add constraint "products_low_stock_level_check" check ((low_stock_level >= 0));

create index products_published_sort_idx on public.products using btree (published, sort_order);

create trigger products_back_in_stock
  after update on public.products
  for each row
  when ((new.published AND ((new.stock_available IS NULL) OR (new.stock_available > 0)) AND ((old.stock_available = 0) OR (NOT old.published))))
  execute function public.products_back_in_stock();

create trigger products_mark_site_rebuild_on_delete
  after delete on public.products
  for each row
  when (old.published)
  execute function public.products_mark_site_rebuild();

create trigger products_mark_site_rebuild_on_insert
  after insert on public.products
  for each row
  when (new.published)
  execute function public.products_mark_site_rebuild();

create trigger products_mark_site_rebuild_on_update
  after update on public.products
  for each row
  when (((old.published OR new.published) AND ((to_jsonb(old.*) - ARRAY['stock', 'stock_available', 'stock_held', 'sold_ahead', 'sell_ahead_limit', 'low_stock_level', 'updated_at']) IS DISTINCT FROM (to_jsonb(new.*) - ARRAY['stock', 'stock_available', 'stock_held', 'sold_ahead', 'sell_ahead_limit', 'low_stock_level', 'updated_at']))))
  execute function public.products_mark_site_rebuild();

create trigger products_guard_stock_counters before insert or update on public.products for each row execute function public.products_guard_stock_counters();

create trigger products_low_stock_alert
  after insert or update of stock, low_stock_level on public.products
  for each row execute function public.products_low_stock_alert();

create trigger products_record_price_history
  after insert or update of price, price_euros on public.products
  for each row
  execute function public.products_record_price_history();

create trigger products_set_updated_at before update on public.products for each row execute function public.set_updated_at();

create trigger products_sync_image_details before insert or update on public.products for each row execute function public.products_sync_image_details();

create trigger products_track_sale_start before insert or update on public.products for each row execute function public.products_track_sale_start();

create policy "admin writes need aal2 (delete)" on public.products as restrictive for delete to authenticated using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.products as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.products as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins delete products" on public.products for delete to authenticated using ((select public.is_admin()));

create policy "admins insert products" on public.products for insert to authenticated with check ((select public.is_admin()));

create policy "admins update products" on public.products for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "anyone reads published products, admins read all" on public.products for select to anon, authenticated
  using ((published or (select public.is_admin())));

comment on column "public"."products"."archived_at" is 'Set when an admin archives the product (never published while archived); null for a live product.';

comment on column "public"."products"."estimated_delivery_days" is 'Days until a reserved or pre-ordered item ships; the app assumes 30 when null.';

comment on column "public"."products"."image_details" is 'One entry per image_urls entry, in the same order: { url, alt: { en, fr }, focus: { x, y } in percent, srcSet?, width?, height? }. An empty alt falls back to the product''s name in that language.';

comment on column "public"."products"."inci_ingredients" is 'The ingredient list in INCI names (the same in every language), in descending order of weight.';

comment on column "public"."products"."net_quantity" is 'Nominal content, in net_quantity_unit (ml or g).';

comment on column "public"."products"."on_sale_since" is 'When on_sale last turned on; null while not on sale. Kept by a trigger (the API roles cannot set it).';

comment on column "public"."products"."origin_country" is 'Country of manufacture, ISO 3166-1 alpha-2; the app names it in the visitor''s language.';

comment on column "public"."products"."period_after_opening_months" is 'Period after opening in months (the open-jar symbol, e.g. 12M), 1 to 60.';

comment on column "public"."products"."responsible_person_name" is 'The responsible person (Regulation 1223/2009 art. 4) when not the shop''s default; with its address.';

comment on column "public"."products"."sale_price" is 'The admin''s own note of a former price. Never shown: the shop shows products_public.reference_price, the lowest price of the 30 days before the reduction (product_price_history).';

comment on column "public"."products"."low_stock_level" is 'An alert (low_stock) is raised when the stock falls to this many units or fewer, once until it rises above again; null = no alert.';

comment on column "public"."products"."sell_ahead_limit" is 'Reserve/pre-order products: at most this many units sold or held beyond the stock; null = no cap.';

comment on column "public"."products"."sold_ahead" is 'Reserve/pre-order units sold beyond the stock, awaiting the next batch (maintained by the hold functions only).';

comment on column "public"."products"."stock" is 'Units on hand and unsold (admins edit it; payments take from it, cancellations return to it); null = not tracked.';

comment on column "public"."products"."stock_available" is 'What the shop can sell now (stock minus active holds, or the sell-ahead cap left); null = no limit.';

comment on column "public"."products"."stock_held" is 'Units held by open payment sessions (maintained by the hold functions only).';

comment on column "public"."products"."weight_grams" is 'Shipping weight of one unit, packed, in grams.';

revoke all on table public.products from anon, authenticated, service_role;
grant select, insert, update, delete on table public.products to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.products to service_role;
