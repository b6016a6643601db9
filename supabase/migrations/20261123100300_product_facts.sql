-- Cosmetics facts per product: what Regulation (EC) 1223/2009 art. 19 puts on the label, which an online shop
-- must show before purchase (Regulation 1223/2009 art. 19 with Directive 2011/83 art. 6: the main
-- characteristics of the goods). Shown in the product dialog, edited in the admin, in the Product JSON-LD.
--
--   inci_ingredients             the ingredient list in INCI names, in descending order of weight: INCI names are
--                                the same in every language, so one field (no _fr twin)
--   net_quantity + _unit         the nominal content, a number and 'ml' or 'g' (both or neither)
--   period_after_opening_months  the period after opening (the open-jar symbol "12M"), 1 to 60 months
--   precautions, precautions_fr  the particular precautions for use, in English and French
--   origin_country               the country of manufacture, ISO 3166-1 alpha-2 (FR): the app names it in the
--                                visitor's language
--   responsible_person_name,     the responsible person (art. 4), when it is not the shop's default
--   responsible_person_address   (supabase/functions/_shared/legal-facts.ts cosmeticsResponsiblePerson): both or
--                                neither; null = the default
--
-- Every check has a name that says the rule, so a refused value explains itself
-- ("violates check constraint products_period_after_opening_months_between_1_and_60").

alter table public.products
  add column inci_ingredients text,
  add column net_quantity numeric(8, 2),
  add column net_quantity_unit text,
  add column period_after_opening_months integer,
  add column precautions text,
  add column precautions_fr text,
  add column origin_country text,
  add column responsible_person_name text,
  add column responsible_person_address text;

alter table public.products
  add constraint products_inci_ingredients_1_to_5000_chars_no_control
    check (inci_ingredients is null
           or (length(btrim(inci_ingredients)) between 1 and 5000 and inci_ingredients !~ '[[:cntrl:]]')),
  add constraint products_net_quantity_above_0_and_at_most_10000
    check (net_quantity is null or (net_quantity > 0 and net_quantity <= 10000)),
  add constraint products_net_quantity_unit_ml_or_g
    check (net_quantity_unit is null or net_quantity_unit in ('ml', 'g')),
  add constraint products_net_quantity_and_unit_together
    check ((net_quantity is null) = (net_quantity_unit is null)),
  add constraint products_period_after_opening_months_between_1_and_60
    check (period_after_opening_months is null or period_after_opening_months between 1 and 60),
  add constraint products_precautions_1_to_2000_chars
    check (precautions is null or length(btrim(precautions)) between 1 and 2000),
  add constraint products_precautions_fr_1_to_2000_chars
    check (precautions_fr is null or length(btrim(precautions_fr)) between 1 and 2000),
  add constraint products_origin_country_iso_3166_alpha_2
    check (origin_country is null or origin_country ~ '^[A-Z]{2}$'),
  add constraint products_responsible_person_name_1_to_200_chars
    check (responsible_person_name is null
           or (length(btrim(responsible_person_name)) between 1 and 200
               and responsible_person_name !~ '[[:cntrl:]]')),
  add constraint products_responsible_person_address_1_to_500_chars
    check (responsible_person_address is null
           or length(btrim(responsible_person_address)) between 1 and 500),
  add constraint products_responsible_person_name_and_address_together
    check ((responsible_person_name is null) = (responsible_person_address is null));

comment on column public.products.inci_ingredients is
  'The ingredient list in INCI names (the same in every language), in descending order of weight.';
comment on column public.products.net_quantity is 'Nominal content, in net_quantity_unit (ml or g).';
comment on column public.products.period_after_opening_months is
  'Period after opening in months (the open-jar symbol, e.g. 12M), 1 to 60.';
comment on column public.products.origin_country is
  'Country of manufacture, ISO 3166-1 alpha-2; the app names it in the visitor''s language.';
comment on column public.products.responsible_person_name is
  'The responsible person (Regulation 1223/2009 art. 4) when not the shop''s default; with its address.';
