-- The shop's view gains the cosmetics facts (20261123100300_product_facts.sql) and the lawful struck-through
-- price of each currency (20261123100310_price_history.sql): reference_price (usd, beside price) and
-- reference_price_euros (eur, beside price_euros; what French shows). Null when there is no reduction to show.
-- The app shows these, never sale_price (kept in the view for the API's readers, shown nowhere).
-- Redefined whole, every earlier column kept in its place (20261123000100_stock_holds.sql), the new ones after.
create or replace view public.products_public
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
  stock_available,
  (stock_available is null or stock_available > 0) as in_stock,
  estimated_delivery_days,
  featured,
  sort_order,
  created_at,
  updated_at,
  public.product_reference_price(id, 'usd') as reference_price,
  public.product_reference_price(id, 'eur') as reference_price_euros,
  inci_ingredients,
  net_quantity,
  net_quantity_unit,
  period_after_opening_months,
  precautions,
  precautions_fr,
  origin_country,
  responsible_person_name,
  responsible_person_address
from public.products
where published;

comment on view public.products_public is
  'Published products with their public columns; what the shop reads. stock_available already counts the units held by open payments; reference_price and reference_price_euros are the lawful struck-through prices (lowest of the 30 days before the reduction), null when none.';

revoke all on public.products_public from anon, authenticated;
grant select on public.products_public to anon, authenticated, service_role;
