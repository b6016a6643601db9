-- Product images' alt texts and focal points (issue 31, item 4): every existing image gets its entry in
-- products.image_details, in the order of image_urls, before 20261129210120 makes the two lists agree by rule.
--
-- The alt texts are what the shop shows today: the product dialog names its image with the product's title in
-- the page's language. So English gets the title; French gets the French title, or nothing when the product has
-- none (an empty alt falls back to the product's name in the page's language, which is what a French page shows
-- today, and it follows the French title once the owner writes one). The focal point is the centre, as
-- object-fit: cover crops today. updated_at is left alone: the owner changed nothing.

alter table public.products disable trigger products_set_updated_at;

update public.products p
set image_details = (
  select pg_catalog.jsonb_agg(
    pg_catalog.jsonb_build_object(
      'url', u.url,
      'alt', pg_catalog.jsonb_build_object(
        'en', pg_catalog.left(p.title, 250),
        'fr', pg_catalog.left(coalesce(nullif(pg_catalog.btrim(p.title_fr), ''), ''), 250)
      ),
      'focus', pg_catalog.jsonb_build_object('x', 50, 'y', 50)
    )
    order by u.position
  )
  from pg_catalog.unnest(p.image_urls) with ordinality as u(url, position)
)
where pg_catalog.cardinality(p.image_urls) > 0;

alter table public.products enable trigger products_set_updated_at;
