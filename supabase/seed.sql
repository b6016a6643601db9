-- Seed data for a new local database: the five catalogue products of SPEC.md 3, in English and French.
-- Demo accounts are not here: the local backend creates them at runtime (they are local-only).
--
-- Action labels shown between them: Reserve (immortela-elixir-30ml), Pre-Order (renouvela-extra-riche),
-- Purchase (the other three). immortela-elixir-10ml is on sale: its struck-through price comes from the price
-- history at the end of this file (sale_price is only the admin's note, never shown).

insert into public.products (
  product_id, sort_order, featured, published,
  price, price_euros, on_sale, sale_price,
  reserve_enabled, preorder_enabled, stock, estimated_delivery_days,
  image_urls, features, features_fr,
  title, title_fr, subtitle, subtitle_fr,
  description, description_fr,
  exclusive_immortela_synergy, exclusive_immortela_synergy_fr,
  other_key_ingredients, other_key_ingredients_fr,
  aromatherapy, aromatherapy_fr,
  special_benefits, special_benefits_fr,
  how_to_use, how_to_use_fr,
  cancellation_policy, cancellation_policy_fr
) values
-- 1. The elixir, 30 ml: made in small batches, so it is reserved (50% deposit or paid in full).
(
  'immortela-elixir-30ml', 10, true, true,
  1400, 1290, false, null,
  true, false, null, 45,
  '{/images/products/immortela-elixir-30ml.svg}',
  array['Free shipping', 'Certified organic', 'Made in France', '30 ml hand-finished porcelain bottle'],
  array['Livraison offerte', 'Certifié biologique', 'Fabriqué en France', 'Flacon de porcelaine de 30 ml fini à la main'],
  'Immortela Elixir 30 ml', 'Élixir Immortela 30 ml',
  'Immortelle face elixir · Free shipping', 'Élixir visage à l''immortelle · Livraison offerte',
  $$<p>Our signature face elixir, drop by drop. <strong>Immortela Elixir</strong> gathers the golden helichrysum of small organic farms in Corsica and Provence in a light, silky oil that melts into the skin and leaves it supple, even and luminous.</p>
<p>Each batch is blended in small quantities by our certified organic contract laboratory in France and poured into a porcelain bottle made by our partner manufacture, founded in 1863. Because the immortelle harvest is small, the 30 ml bottle is made to order: reserve yours and we will send it as soon as your batch is ready.</p>
<ul><li>2 to 3 drops, morning and evening</li><li>For all skin types, including sensitive skin</li><li>Unscented beyond its plants; no silicones, no mineral oil</li></ul>$$,
  $$<p>Notre élixir signature, goutte après goutte. <strong>L'Élixir Immortela</strong> réunit l'immortelle dorée de petites fermes biologiques de Corse et de Provence dans une huile légère et soyeuse qui fond sur la peau et la laisse souple, unifiée et lumineuse.</p>
<p>Chaque lot est assemblé en petite quantité par notre laboratoire sous contrat certifié bio, en France, puis versé dans un flacon de porcelaine façonné par notre manufacture partenaire, fondée en 1863. La récolte d'immortelle étant rare, le flacon de 30 ml est préparé sur commande : réservez le vôtre, nous l'expédions dès que votre lot est prêt.</p>
<ul><li>2 à 3 gouttes, matin et soir</li><li>Pour tous les types de peau, même sensibles</li><li>Sans autre parfum que ses plantes ; sans silicone ni huile minérale</li></ul>$$,
  'Organic Corsican helichrysum essential oil (Helichrysum italicum) paired with a helichrysum flower macerate from Provence: the essential oil brings the rare italidiones and neryl acetate the plant is known for, the macerate its gentle, golden flower lipids. Together they soothe, help the skin renew itself and visibly soften the look of marks and redness.',
  'Huile essentielle d''immortelle de Corse bio (Helichrysum italicum) associée à un macérât de fleurs d''immortelle de Provence : l''huile essentielle apporte les précieuses italidiones et l''acétate de néryle qui font la réputation de la plante, le macérât ses lipides de fleur doux et dorés. Ensemble, ils apaisent, aident la peau à se renouveler et atténuent visiblement marques et rougeurs.',
  'Organic rosehip seed oil, rich in natural vitamin A precursors, for radiance; organic camellia seed oil, light and quickly absorbed; organic jojoba oil, close to the skin''s own sebum; olive squalane for lasting suppleness; natural vitamin E to protect the formula.',
  'Huile de rose musquée bio, riche en précurseurs naturels de vitamine A, pour l''éclat ; huile de camélia bio, légère et vite absorbée ; huile de jojoba bio, proche du sébum de la peau ; squalane d''olive pour une souplesse durable ; vitamine E naturelle pour protéger la formule.',
  'A warm, honeyed scent of sun-dried immortelle and maquis, lifted by a touch of Provence lavender. Breathe it in from your palms before applying: a slow, deep breath that calms and grounds, a moment of quiet at the start and end of the day.',
  'Un parfum chaud et miellé d''immortelle séchée au soleil et de maquis, éclairé d''une touche de lavande de Provence. Respirez-le dans le creux des mains avant l''application : une inspiration lente et profonde qui apaise et recentre, un moment de calme au début et à la fin de la journée.',
  'Skin looks smoother, more even and more radiant; feels comfortable and supple all day; marks and redness look softened over the weeks. A few drops are enough, so one bottle lasts about three months of daily use.',
  'La peau paraît plus lisse, plus unifiée et plus lumineuse ; elle reste confortable et souple toute la journée ; marques et rougeurs semblent atténuées au fil des semaines. Quelques gouttes suffisent : un flacon dure environ trois mois d''usage quotidien.',
  'Morning and evening, on clean skin: warm 2 to 3 drops between your palms, breathe in, then press gently onto the face, neck and décolleté. Finish with a few upward strokes from the centre of the face outwards. In the morning follow with Renouvela cream and a sun protection; at night the elixir can be used alone or under your cream.',
  'Matin et soir, sur peau propre : chauffez 2 à 3 gouttes entre vos paumes, respirez, puis appliquez par pressions douces sur le visage, le cou et le décolleté. Terminez par quelques lissages du centre du visage vers l''extérieur. Le matin, poursuivez avec la crème Renouvela et une protection solaire ; le soir, l''élixir s''utilise seul ou sous votre crème.',
  'Reservations can be cancelled free of charge until your bottle is prepared for shipping: we refund everything you have paid (deposit or full price) within 14 days, to the card you used. Once your bottle has been prepared, the reservation can no longer be cancelled, but the legal 14-day right of withdrawal still applies from delivery for an unopened bottle.',
  'Une réservation peut être annulée sans frais tant que votre flacon n''est pas préparé pour l''expédition : nous remboursons l''intégralité des sommes versées (acompte ou prix complet) sous 14 jours, sur la carte utilisée. Une fois le flacon préparé, la réservation ne peut plus être annulée, mais le droit légal de rétractation de 14 jours s''applique à compter de la livraison pour un flacon non ouvert.'
),
-- 2. The elixir, 10 ml: on sale (was 560), bought straight away.
(
  'immortela-elixir-10ml', 20, true, true,
  500, 460, true, 560,
  false, false, null, null,
  '{/images/products/immortela-elixir-10ml.svg}',
  array['Free shipping', 'Certified organic', 'Made in France', '10 ml travel size'],
  array['Livraison offerte', 'Certifié biologique', 'Fabriqué en France', 'Format voyage de 10 ml'],
  'Immortela Elixir 10 ml', 'Élixir Immortela 10 ml',
  'The elixir in travel size · Free shipping', 'L''élixir en format voyage · Livraison offerte',
  $$<p>The same <strong>Immortela Elixir</strong>, in a 10 ml bottle that fits in the palm of a hand. It is the gentle way to discover our immortelle ritual, and the one to slip into a bag when you travel.</p>
<p>Helichrysum from small organic farms in Corsica and Provence, blended by our certified organic laboratory in France, in a porcelain-white bottle with a precise dropper.</p>
<ul><li>About one month of daily use</li><li>For all skin types</li><li>Cabin-bag friendly</li></ul>$$,
  $$<p>Le même <strong>Élixir Immortela</strong>, dans un flacon de 10 ml qui tient au creux de la main. C'est la façon douce de découvrir notre rituel à l'immortelle, et celui que l'on glisse dans son sac en voyage.</p>
<p>Immortelle de petites fermes biologiques de Corse et de Provence, assemblée par notre laboratoire certifié bio en France, dans un flacon blanc porcelaine au compte-gouttes précis.</p>
<ul><li>Environ un mois d'usage quotidien</li><li>Pour tous les types de peau</li><li>Accepté en bagage cabine</li></ul>$$,
  'The full synergy of our signature elixir: organic Corsican helichrysum essential oil for its soothing, renewing italidiones, with a Provence helichrysum flower macerate that nourishes and gives the oil its golden colour.',
  'Toute la synergie de notre élixir signature : l''huile essentielle d''immortelle de Corse bio pour ses italidiones apaisantes et régénérantes, avec un macérât de fleurs d''immortelle de Provence qui nourrit et donne à l''huile sa couleur dorée.',
  'Organic rosehip seed oil for radiance, organic camellia and jojoba oils for a light, non-greasy finish, olive squalane for suppleness and natural vitamin E.',
  'Huile de rose musquée bio pour l''éclat, huiles de camélia et de jojoba bio pour un fini léger et non gras, squalane d''olive pour la souplesse et vitamine E naturelle.',
  'Sun-warmed immortelle, dry herbs and a soft honey note. A few breaths from cupped hands ease tension after a journey or a long day.',
  'Immortelle chauffée au soleil, herbes sèches et une douce note de miel. Quelques respirations, les mains en coupe, dénouent les tensions après un voyage ou une longue journée.',
  'Comforts skin tired by travel, air conditioning or cold; restores a soft, even, luminous look. The ideal size to see how your skin responds before choosing the 30 ml.',
  'Réconforte la peau fatiguée par les voyages, la climatisation ou le froid ; lui rend un aspect doux, unifié et lumineux. Le format idéal pour observer la réponse de votre peau avant de choisir le 30 ml.',
  'Morning and evening, warm 2 to 3 drops between your palms and press them onto clean skin of the face and neck. On the go, add one drop to your cream for extra comfort.',
  'Matin et soir, chauffez 2 à 3 gouttes entre vos paumes et appliquez-les par pressions sur la peau propre du visage et du cou. En déplacement, ajoutez une goutte à votre crème pour plus de confort.',
  'You can cancel your order free of charge until it ships, for a full refund within 14 days. After delivery you have 14 days to return an unopened bottle for a refund.',
  'Vous pouvez annuler votre commande sans frais jusqu''à son expédition, avec un remboursement intégral sous 14 jours. Après la livraison, vous disposez de 14 jours pour nous retourner un flacon non ouvert et être remboursé.'
),
-- 3. Renouvela Crème: the everyday moisturiser.
(
  'renouvela-creme', 30, true, true,
  900, 830, false, null,
  false, false, null, null,
  '{/images/products/renouvela-creme.svg}',
  array['Free shipping', 'Certified organic', 'Made in France', '50 ml porcelain jar'],
  array['Livraison offerte', 'Certifié biologique', 'Fabriqué en France', 'Pot de porcelaine de 50 ml'],
  'Renouvela Crème', 'Renouvela Crème',
  'Light immortelle moisturiser · Free shipping', 'Crème hydratante légère à l''immortelle · Livraison offerte',
  $$<p><strong>Renouvela Crème</strong> is the light, everyday cream of our ritual. Its fresh, airy texture hydrates without weight and leaves a soft, velvety finish that welcomes make-up or sun protection.</p>
<p>Made with helichrysum flower water from Provence by our certified organic laboratory in France, and presented in a refillable porcelain jar.</p>
<ul><li>For normal to combination skin</li><li>Morning and evening</li><li>Fragrance from plants only</li></ul>$$,
  $$<p><strong>Renouvela Crème</strong> est la crème légère du quotidien de notre rituel. Sa texture fraîche et aérienne hydrate sans alourdir et laisse un fini doux et velouté, parfait sous le maquillage ou la protection solaire.</p>
<p>Élaborée avec l'eau florale d'immortelle de Provence par notre laboratoire certifié bio en France, elle est présentée dans un pot de porcelaine rechargeable.</p>
<ul><li>Pour les peaux normales à mixtes</li><li>Matin et soir</li><li>Parfum issu des seules plantes</li></ul>$$,
  'Organic helichrysum flower water from Provence replaces plain water at the heart of the cream, with a drop of Corsican helichrysum essential oil: a gentle, everyday dose of immortelle that soothes and helps keep the skin even.',
  'L''eau florale d''immortelle de Provence bio remplace l''eau au cœur de la crème, avec une goutte d''huile essentielle d''immortelle de Corse : une dose quotidienne et douce d''immortelle qui apaise et aide à garder un teint unifié.',
  'Organic aloe vera for freshness, plant-derived hyaluronic acid for lasting hydration, organic shea butter in a light dose, organic calendula extract to comfort the skin, and organic sunflower oil.',
  'Aloe vera bio pour la fraîcheur, acide hyaluronique d''origine végétale pour une hydratation durable, beurre de karité bio à dose légère, extrait de calendula bio pour le confort de la peau et huile de tournesol bio.',
  'A fresh, green and lightly honeyed scent, like a morning walk through the garrigue. Clean and calm, it wakes the senses without insisting.',
  'Un parfum frais, vert et légèrement miellé, comme une promenade matinale dans la garrigue. Net et apaisant, il éveille les sens sans insister.',
  'Hydrates all day; skin feels soft, rested and comfortable; the complexion looks fresher and more even. Absorbs quickly, so it suits busy mornings.',
  'Hydrate toute la journée ; la peau est douce, reposée et confortable ; le teint paraît plus frais et plus unifié. Elle pénètre vite et convient aux matins pressés.',
  'Morning and evening, after 2 to 3 drops of Immortela Elixir: take a pea-sized amount with the spatula, warm it between your fingertips and smooth it over the face and neck with light upward movements.',
  'Matin et soir, après 2 à 3 gouttes d''Élixir Immortela : prélevez l''équivalent d''un petit pois avec la spatule, chauffez-le du bout des doigts et lissez-le sur le visage et le cou par mouvements légers vers le haut.',
  'You can cancel your order free of charge until it ships, for a full refund within 14 days. After delivery you have 14 days to return an unopened jar for a refund.',
  'Vous pouvez annuler votre commande sans frais jusqu''à son expédition, avec un remboursement intégral sous 14 jours. Après la livraison, vous disposez de 14 jours pour nous retourner un pot non ouvert et être remboursé.'
),
-- 4. Renouvela Riche: richer texture, stock tracked.
(
  'renouvela-riche', 40, false, true,
  900, 830, false, null,
  false, false, 24, null,
  '{/images/products/renouvela-riche.svg}',
  array['Free shipping', 'Certified organic', 'Made in France', '50 ml porcelain jar'],
  array['Livraison offerte', 'Certifié biologique', 'Fabriqué en France', 'Pot de porcelaine de 50 ml'],
  'Renouvela Riche', 'Renouvela Riche',
  'Nourishing immortelle cream · Free shipping', 'Crème nourrissante à l''immortelle · Livraison offerte',
  $$<p><strong>Renouvela Riche</strong> is the nourishing version of our cream, for skin that asks for more comfort. A creamy, enveloping texture that melts in and keeps the skin supple from morning to night.</p>
<p>Helichrysum from Corsica and Provence, organic plant butters and oils, formulated and made by our certified organic laboratory in France and poured into a porcelain jar.</p>
<ul><li>For normal to dry skin</li><li>Ideal in autumn and winter</li><li>Fragrance from plants only</li></ul>$$,
  $$<p><strong>Renouvela Riche</strong> est la version nourrissante de notre crème, pour les peaux qui réclament plus de confort. Une texture crémeuse et enveloppante qui fond sur la peau et la garde souple du matin au soir.</p>
<p>Immortelle de Corse et de Provence, beurres et huiles végétales bio, formulée et fabriquée par notre laboratoire certifié bio en France, puis coulée dans un pot de porcelaine.</p>
<ul><li>Pour les peaux normales à sèches</li><li>Idéale en automne et en hiver</li><li>Parfum issu des seules plantes</li></ul>$$,
  'Helichrysum flower water and Corsican helichrysum essential oil, with a helichrysum flower macerate for a richer dose of the plant''s soothing, nourishing lipids.',
  'Eau florale et huile essentielle d''immortelle de Corse, avec un macérât de fleurs d''immortelle pour une dose plus riche des lipides apaisants et nourrissants de la plante.',
  'Organic shea butter and organic cocoa butter for nourishment, organic sweet almond oil for softness, olive squalane, plant-derived hyaluronic acid and organic calendula extract.',
  'Beurre de karité bio et beurre de cacao bio pour nourrir, huile d''amande douce bio pour la douceur, squalane d''olive, acide hyaluronique d''origine végétale et extrait de calendula bio.',
  'Round and comforting: warm immortelle, a soft honeyed note and a hint of Provence lavender. Its scent invites you to slow down, like a blanket on a cool evening.',
  'Rond et réconfortant : immortelle chaude, une douce note miellée et un soupçon de lavande de Provence. Son parfum invite à ralentir, comme un plaid un soir de fraîcheur.',
  'Nourishes and protects dry skin from cold and wind; tightness fades, the skin feels supple and cushioned and looks smoother and more radiant.',
  'Nourrit et protège les peaux sèches du froid et du vent ; les tiraillements s''effacent, la peau est souple et repulpée, plus lisse et plus lumineuse.',
  'Morning and evening, after Immortela Elixir: warm a small amount between your fingertips and press it onto the face and neck, then smooth outwards. On very dry areas, apply a second thin layer at night.',
  'Matin et soir, après l''Élixir Immortela : chauffez une petite quantité du bout des doigts, appliquez-la par pressions sur le visage et le cou, puis lissez vers l''extérieur. Sur les zones très sèches, appliquez une seconde couche fine le soir.',
  'You can cancel your order free of charge until it ships, for a full refund within 14 days. After delivery you have 14 days to return an unopened jar for a refund.',
  'Vous pouvez annuler votre commande sans frais jusqu''à son expédition, avec un remboursement intégral sous 14 jours. Après la livraison, vous disposez de 14 jours pour nous retourner un pot non ouvert et être remboursé.'
),
-- 5. Renouvela Extra-Riche: the next batch, sold on pre-order.
(
  'renouvela-extra-riche', 50, false, true,
  900, 830, false, null,
  false, true, null, 60,
  '{/images/products/renouvela-extra-riche.svg}',
  array['Free shipping', 'Certified organic', 'Made in France', '50 ml porcelain jar'],
  array['Livraison offerte', 'Certifié biologique', 'Fabriqué en France', 'Pot de porcelaine de 50 ml'],
  'Renouvela Extra-Riche', 'Renouvela Extra-Riche',
  'Intensive immortelle balm-cream · Free shipping', 'Baume-crème intense à l''immortelle · Livraison offerte',
  $$<p><strong>Renouvela Extra-Riche</strong> is our most enveloping formula: a balm-cream for very dry, mature or weather-worn skin, which it wraps in lasting comfort without a greasy feel.</p>
<p>The next batch is being made by our certified organic laboratory in France with this season's helichrysum from Corsica and Provence. Pre-order it now and it will be among the first jars sent.</p>
<ul><li>For dry to very dry skin</li><li>Evening, or morning in cold weather</li><li>Fragrance from plants only</li></ul>$$,
  $$<p><strong>Renouvela Extra-Riche</strong> est notre formule la plus enveloppante : un baume-crème pour les peaux très sèches, matures ou éprouvées par le climat, qu'il enveloppe d'un confort durable sans effet gras.</p>
<p>Le prochain lot est en cours de fabrication par notre laboratoire certifié bio en France, avec l'immortelle de Corse et de Provence de la saison. Précommandez-le dès maintenant : il fera partie des premiers pots expédiés.</p>
<ul><li>Pour les peaux sèches à très sèches</li><li>Le soir, ou le matin par temps froid</li><li>Parfum issu des seules plantes</li></ul>$$,
  'The richest dose of immortelle in the range: Corsican helichrysum essential oil and a concentrated helichrysum flower macerate, to soothe, comfort and help the skin''s barrier recover.',
  'La dose d''immortelle la plus riche de la gamme : huile essentielle d''immortelle de Corse et macérât concentré de fleurs d''immortelle, pour apaiser, réconforter et aider la barrière cutanée à se rétablir.',
  'Organic shea butter in a generous dose, organic evening primrose oil, organic sea buckthorn oil for its natural carotenoids, organic beeswax from Provence to hold in moisture, and olive squalane.',
  'Beurre de karité bio en dose généreuse, huile d''onagre bio, huile d''argousier bio pour ses caroténoïdes naturels, cire d''abeille bio de Provence pour retenir l''hydratation et squalane d''olive.',
  'Deep and enveloping: immortelle, warm beeswax and a soft honeyed, slightly spicy trail. A scent for the evening, to mark the end of the day and invite rest.',
  'Profond et enveloppant : immortelle, cire d''abeille chaude et un sillage doux, miellé et légèrement épicé. Un parfum du soir, pour clore la journée et inviter au repos.',
  'Ends tightness and flaking; very dry skin feels cushioned and comfortable all night and looks smoother, fuller and more radiant in the morning.',
  'Met fin aux tiraillements et aux squames ; la peau très sèche est repulpée et confortable toute la nuit, et paraît au matin plus lisse, plus pleine et plus lumineuse.',
  'In the evening, after Immortela Elixir: warm a small amount of balm-cream between your palms until it melts, then press it onto the face and neck. Also soothing on hands, elbows and lips.',
  'Le soir, après l''Élixir Immortela : chauffez une petite quantité de baume-crème entre vos paumes jusqu''à ce qu''il fonde, puis appliquez-le par pressions sur le visage et le cou. Apaisant aussi sur les mains, les coudes et les lèvres.',
  'Pre-orders can be cancelled free of charge until your jar ships, for a full refund within 14 days. After delivery you have 14 days to return an unopened jar for a refund.',
  'Une précommande peut être annulée sans frais jusqu''à l''expédition de votre pot, avec un remboursement intégral sous 14 jours. Après la livraison, vous disposez de 14 jours pour nous retourner un pot non ouvert et être remboursé.'
)
on conflict (product_id) do nothing;

-- Cosmetics facts (20261123100300_product_facts.sql): the INCI list in descending order of weight, as on each
-- label; the responsible person is the shop's default (its legal facts, below), so no product overrides it.
update public.products set
  inci_ingredients = 'SIMMONDSIA CHINENSIS SEED OIL, ROSA RUBIGINOSA SEED OIL, CAMELLIA OLEIFERA SEED OIL, '
    'HELIANTHUS ANNUUS SEED OIL, SQUALANE, HELICHRYSUM ITALICUM FLOWER EXTRACT, HELICHRYSUM ITALICUM FLOWER OIL, '
    'LAVANDULA ANGUSTIFOLIA OIL, TOCOPHEROL, LIMONENE, LINALOOL, GERANIOL',
  net_quantity = case product_id when 'immortela-elixir-30ml' then 30 else 10 end,
  net_quantity_unit = 'ml',
  period_after_opening_months = 6,
  precautions = 'For external use only. Avoid contact with the eyes. Contains essential oils: not recommended '
    'during pregnancy or breastfeeding, nor for children under 6. Keep out of the reach of children. Store '
    'away from heat and light.',
  precautions_fr = 'Usage externe uniquement. Éviter le contact avec les yeux. Contient des huiles '
    'essentielles : déconseillé aux femmes enceintes ou allaitantes et aux enfants de moins de 6 ans. Tenir '
    'hors de portée des enfants. Conserver à l''abri de la chaleur et de la lumière.',
  origin_country = 'FR'
where product_id in ('immortela-elixir-30ml', 'immortela-elixir-10ml');

update public.products set
  inci_ingredients = 'HELICHRYSUM ITALICUM FLOWER WATER, ALOE BARBADENSIS LEAF JUICE, HELIANTHUS ANNUUS SEED OIL, '
    'GLYCERIN, CETEARYL ALCOHOL, BUTYROSPERMUM PARKII BUTTER, GLYCERYL STEARATE CITRATE, SODIUM HYALURONATE, '
    'CALENDULA OFFICINALIS FLOWER EXTRACT, HELICHRYSUM ITALICUM FLOWER OIL, XANTHAN GUM, TOCOPHEROL, '
    'SODIUM BENZOATE, POTASSIUM SORBATE, CITRIC ACID, LIMONENE, LINALOOL',
  net_quantity = 50,
  net_quantity_unit = 'ml',
  period_after_opening_months = 6,
  precautions = 'For external use only. Avoid contact with the eyes; if it happens, rinse with plenty of water. '
    'Stop using it if irritation occurs. Keep out of the reach of children. Store below 25 °C.',
  precautions_fr = 'Usage externe uniquement. Éviter le contact avec les yeux ; en cas de contact, rincer '
    'abondamment à l''eau. Cesser l''utilisation en cas d''irritation. Tenir hors de portée des enfants. '
    'Conserver à moins de 25 °C.',
  origin_country = 'FR'
where product_id = 'renouvela-creme';

update public.products set
  inci_ingredients = 'HELICHRYSUM ITALICUM FLOWER WATER, BUTYROSPERMUM PARKII BUTTER, PRUNUS AMYGDALUS DULCIS OIL, '
    'THEOBROMA CACAO SEED BUTTER, GLYCERIN, CETEARYL ALCOHOL, SQUALANE, GLYCERYL STEARATE CITRATE, '
    'HELIANTHUS ANNUUS SEED OIL, HELICHRYSUM ITALICUM FLOWER EXTRACT, SODIUM HYALURONATE, '
    'CALENDULA OFFICINALIS FLOWER EXTRACT, HELICHRYSUM ITALICUM FLOWER OIL, LAVANDULA ANGUSTIFOLIA OIL, '
    'XANTHAN GUM, TOCOPHEROL, SODIUM BENZOATE, POTASSIUM SORBATE, CITRIC ACID, LIMONENE, LINALOOL, GERANIOL',
  net_quantity = 50,
  net_quantity_unit = 'ml',
  period_after_opening_months = 6,
  precautions = 'For external use only. Avoid contact with the eyes; if it happens, rinse with plenty of water. '
    'Contains sweet almond oil. Stop using it if irritation occurs. Keep out of the reach of children. Store '
    'below 25 °C.',
  precautions_fr = 'Usage externe uniquement. Éviter le contact avec les yeux ; en cas de contact, rincer '
    'abondamment à l''eau. Contient de l''huile d''amande douce. Cesser l''utilisation en cas d''irritation. '
    'Tenir hors de portée des enfants. Conserver à moins de 25 °C.',
  origin_country = 'FR'
where product_id = 'renouvela-riche';

update public.products set
  inci_ingredients = 'BUTYROSPERMUM PARKII BUTTER, HELICHRYSUM ITALICUM FLOWER WATER, OENOTHERA BIENNIS OIL, '
    'HELIANTHUS ANNUUS SEED OIL, HELICHRYSUM ITALICUM FLOWER EXTRACT, SQUALANE, CERA ALBA, GLYCERIN, '
    'POLYGLYCERYL-3 DIISOSTEARATE, HIPPOPHAE RHAMNOIDES FRUIT OIL, HELICHRYSUM ITALICUM FLOWER OIL, '
    'TOCOPHEROL, SODIUM BENZOATE, POTASSIUM SORBATE, CITRIC ACID, LIMONENE, LINALOOL',
  net_quantity = 50,
  net_quantity_unit = 'ml',
  period_after_opening_months = 12,
  precautions = 'For external use only. Avoid contact with the eyes. Sea buckthorn oil may leave a light orange '
    'tint on fabrics. Stop using it if irritation occurs. Keep out of the reach of children. Store below 25 °C.',
  precautions_fr = 'Usage externe uniquement. Éviter le contact avec les yeux. L''huile d''argousier peut '
    'laisser une légère teinte orangée sur les textiles. Cesser l''utilisation en cas d''irritation. Tenir hors '
    'de portée des enfants. Conserver à moins de 25 °C.',
  origin_country = 'FR'
where product_id = 'renouvela-extra-riche';

-- Price history (20261123100310_price_history.sql): the catalogue's prices have been charged for four months.
-- immortela-elixir-10ml went on sale 12 days ago, from 560 USD (515 EUR) to 500 USD (460 EUR): the lowest
-- price of the 30 days before is the one it shows struck through.
update public.product_price_history h
set valid_from = now() - interval '120 days'
from public.products p
where p.id = h.product_id and h.valid_to is null
  and p.product_id in (
    'immortela-elixir-30ml', 'immortela-elixir-10ml', 'renouvela-creme', 'renouvela-riche', 'renouvela-extra-riche'
  );

update public.product_price_history h
set valid_from = now() - interval '12 days'
from public.products p
where p.id = h.product_id and h.valid_to is null and p.product_id = 'immortela-elixir-10ml';

insert into public.product_price_history (product_id, currency, price, valid_from, valid_to)
select p.id, former.currency, former.price, now() - interval '120 days', now() - interval '12 days'
from public.products p
cross join (values ('usd', 560), ('eur', 515)) as former (currency, price)
where p.product_id = 'immortela-elixir-10ml';

update public.products set on_sale_since = now() - interval '12 days' where product_id = 'immortela-elixir-10ml';

-- Shipping weights, packed (20261123400000_shipping_zones.sql: they pick the delivery rate band).
update public.products p set weight_grams = w.grams
from (values
  ('immortela-elixir-30ml', 180), ('immortela-elixir-10ml', 90), ('renouvela-creme', 260),
  ('renouvela-riche', 280), ('renouvela-extra-riche', 300)
) as w (slug, grams)
where p.product_id = w.slug;

-- The company's legal facts (20261130100500_shop_settings_legal_facts.sql): fictional on purpose, so nobody could
-- take them for a real company; they pass the checks a real owner's facts pass (the SIRET's Luhn key, the VAT
-- number's key for its SIREN). A hosted project starts with none: the owner fills them in the admin's Settings.
-- Local databases sell without the Ready to sell checklist (require_ready_to_sell): a test turns it on.
update public.shop_settings set require_ready_to_sell = false, legal_facts = $facts${
  "companyName": "Maison Immortela Démo SAS",
  "legalForm": "SAS (société par actions simplifiée), demonstration company",
  "shareCapital": "1 000 €",
  "rcs": "RCS Démoville 000 000 000",
  "siret": "000 000 000 00000",
  "vatNumber": "FR12000000000",
  "address": { "street": "1 rue de l’Exemple", "postalCode": "00000", "city": "Démoville", "country": "FR" },
  "email": "contact@maison-immortela.example",
  "supportEmail": "aide@maison-immortela.example",
  "phone": "+33 0 00 00 00 00",
  "contactHours": {
    "en": "Monday to Friday, 10 am to 6 pm (Paris time)",
    "fr": "Du lundi au vendredi, de 10 h à 18 h (heure de Paris)"
  },
  "publicationDirector": "Camille Exemple",
  "siteHost": {
    "name": "Demo Static Host",
    "address": { "street": "2 avenue de l’Exemple", "postalCode": "00000", "city": "Démoville", "country": "FR" },
    "contact": "https://static-host.example"
  },
  "dataHost": {
    "name": "Demo Data Host",
    "address": { "street": "4 boulevard de l’Exemple", "postalCode": "00000", "city": "Démoville", "country": "FR" },
    "contact": "https://data-host.example"
  },
  "mailProvider": {
    "name": "Demo Mail Sender",
    "address": { "street": "6 impasse de l’Exemple", "postalCode": "00000", "city": "Démoville", "country": "FR" },
    "contact": "https://mail-sender.example"
  },
  "mediator": {
    "name": "Médiateur Démo de la consommation",
    "website": "https://mediateur.example",
    "address": { "street": "3 place de l’Exemple", "postalCode": "00000", "city": "Démoville", "country": "FR" }
  },
  "cosmeticsResponsiblePerson": {
    "name": "Maison Immortela Démo SAS",
    "address": { "street": "1 rue de l’Exemple", "postalCode": "00000", "city": "Démoville", "country": "FR" },
    "email": "securite-produits@maison-immortela.example"
  },
  "packagingIdu": "FR000000_01DEMO",
  "paymentMethods": ["cb", "visa", "mastercard"],
  "organicCertifier": { "name": "Certificateur Bio Démo", "code": "FR-BIO-00" }
}$facts$::jsonb;

-- The rituals as sets: the same statement as 20261201300100_ritual_sets_data.sql (which ran before these
-- products existed in a new local database).
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
