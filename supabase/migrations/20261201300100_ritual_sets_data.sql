-- ritual_sets_data: written by hand (data, not schema).
-- The rituals of the /ritual page as sets (issue 33): a product ritual-<ritual id> made of the ritual's product
-- steps, one of each, which the page's "Add the whole ritual" adds to the cart. A set is a normal purchase from
-- stock (product_set_components), so a ritual gets one only where it names at least two products and every one
-- of them is published and sold from stock: the evening ritual names one product (renouvela-riche), and the
-- morning ritual's Immortela Elixir 30 ml is made to order (reserved, not bought) while it is, so the owner
-- makes that set in the admin once the 30 ml sells from stock. Where the products do not exist (a catalogue
-- without them) nothing is written.
-- Price: 10% below the sum of the components' prices, rounded to the unit, in each currency. It is the set's
-- own price from the day it exists (no struck-through price, so no reference price is shown: on_sale stays
-- off); its price history starts today like any product's. Weight: the sum of the components'. Images: the
-- components', in order (their alt texts fall back to the set's name).
with ritual (slug, sort_order, title, title_fr, subtitle, subtitle_fr, description, description_fr, components) as (
  values
  (
    'ritual-morning', 100, 'Morning Ritual Set', 'Coffret Rituel du matin',
    'Awaken & Protect: the elixir and the cream', 'Éveiller & Protéger : l''élixir et la crème',
    '<p>The two products of our morning ritual, together: <strong>Immortela Elixir 30 ml</strong> pressed onto clean skin, then <strong>Renouvela Crème</strong> to seal it in.</p>',
    '<p>Les deux produits de notre rituel du matin, réunis : <strong>l''Élixir Immortela 30 ml</strong> pressé sur une peau propre, puis <strong>Renouvela Crème</strong> pour le sceller.</p>',
    array['immortela-elixir-30ml', 'renouvela-creme']
  ),
  (
    'ritual-uv-defense', 110, 'UV-Defense Glow Ritual Set', 'Coffret Rituel éclat anti-UV',
    'Hydrate. Brighten. Defend.: the elixir and the cream', 'Hydrater. Éclaircir. Défendre. : l''élixir et la crème',
    '<p>The two products of our UV-defense glow ritual, together: <strong>Immortela Elixir 10 ml</strong> as a massage oil after the mask, then <strong>Renouvela Crème</strong>.</p>',
    '<p>Les deux produits de notre rituel éclat anti-UV, réunis : <strong>l''Élixir Immortela 10 ml</strong> en huile de massage après le masque, puis <strong>Renouvela Crème</strong>.</p>',
    array['immortela-elixir-10ml', 'renouvela-creme']
  )
), sellable as (
  select r.*
  from ritual r
  where (select count(*) from public.products p
         where p.product_id = any (r.components) and public.product_sells_in_set(p)) = cardinality(r.components)
), created as (
  insert into public.products (
    product_id, sort_order, published, title, title_fr, subtitle, subtitle_fr, description, description_fr,
    features, features_fr, price, price_euros, image_urls, weight_grams, stock
  )
  select s.slug, s.sort_order, true, s.title, s.title_fr, s.subtitle, s.subtitle_fr, s.description,
         s.description_fr,
         array['Certified organic', 'Made in France', cardinality(s.components) || ' products'],
         array['Certifié biologique', 'Fabriqué en France', cardinality(s.components) || ' produits'],
         round(sum(p.price) * 0.9), round(sum(coalesce(p.price_euros, p.price)) * 0.9),
         array(select u from public.products q, unnest(q.image_urls) with ordinality as x(u, n)
               where q.product_id = any (s.components)
               order by array_position(s.components, q.product_id), x.n),
         sum(p.weight_grams), null
  from sellable s
  join public.products p on p.product_id = any (s.components)
  group by s.slug, s.sort_order, s.title, s.title_fr, s.subtitle, s.subtitle_fr, s.description, s.description_fr,
           s.components
  on conflict (product_id) do nothing
  returning id, product_id
)
insert into public.product_set_components (set_id, component_id, quantity)
select c.id, p.id, 1
from created c
join ritual r on r.slug = c.product_id
join public.products p on p.product_id = any (r.components);
