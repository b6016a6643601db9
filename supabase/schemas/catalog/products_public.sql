create view "public"."products_public" with (security_invoker=true) AS  SELECT id,
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
    CASE
        WHEN (set_components IS NULL) THEN stock_available
        ELSE public.product_set_available(id)
    END AS stock_available,
    CASE
        WHEN (set_components IS NULL) THEN ((stock_available IS NULL) OR (stock_available > 0))
        ELSE (COALESCE(public.product_set_available(id), 1) > 0)
    END AS in_stock,
    estimated_delivery_days,
    featured,
    sort_order,
    created_at,
    updated_at,
    public.product_reference_price(id, 'usd'::text) AS reference_price,
    public.product_reference_price(id, 'eur'::text) AS reference_price_euros,
    inci_ingredients,
    net_quantity,
    net_quantity_unit,
    period_after_opening_months,
    precautions,
    precautions_fr,
    origin_country,
    responsible_person_name,
    responsible_person_address,
    image_details,
    set_components
   FROM (public.products
     LEFT JOIN LATERAL ( SELECT jsonb_agg(jsonb_build_object('product_id', c.product_id, 'title', c.title, 'title_fr', c.title_fr, 'quantity', s.quantity) ORDER BY c.sort_order, c.product_id) AS set_components
           FROM (public.product_set_components s
             JOIN public.products c ON ((c.id = s.component_id)))
          WHERE (s.set_id = products.id)) sets ON (true))
  WHERE published;

comment on view "public"."products_public" is 'Published products with their public columns; what the shop reads. stock_available already counts the units held by open payments; reference_price and reference_price_euros are the lawful struck-through prices (lowest of the 30 days before the reduction), null when none. set_components lists a set''s components [{product_id, title, title_fr, quantity}] (null for a single product); a set''s stock_available is what its components allow (product_set_available).';

revoke all on table public.products_public from anon, authenticated, service_role;
grant select on table public.products_public to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.products_public to service_role;
