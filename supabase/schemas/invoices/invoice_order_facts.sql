create or replace function public.invoice_order_facts(p_order_id uuid)
  returns jsonb language sql stable set search_path to ''
as $function$
  select jsonb_build_object(
    'version', 1,
    'locale', o.locale,
    'currency', o.currency,
    'order', jsonb_build_object(
      'id', o.id,
      'number', o.number,
      'kind', o.kind,
      'created_at', o.created_at,
      'reservation_option', (
        select r.option from public.reservations r where r.order_id = o.id order by r.created_at, r.id limit 1
      )
    ),
    'customer', jsonb_build_object(
      'name', o.name,
      'email', o.email::text,
      'address', jsonb_build_object(
        'line1', o.shipping_address_line1,
        'line2', o.shipping_address_line2,
        'postal_code', o.shipping_postal_code,
        'city', o.shipping_city,
        'region', o.shipping_region,
        'country', o.shipping_country
      )
    ),
    -- A set's line is invoiced as its components (each at the invoice's VAT rate, as every product is): one
    -- set's price is shared over them in proportion to their own prices times their quantity in the set,
    -- rounded down to the cent, the last (by slug) taking the cents left, so the shares add up to the set's
    -- price exactly; each line counts the set's quantity, so its total is its share times that.
    'lines', coalesce((
      select jsonb_agg(l.line order by l.created_at, l.id, l.position)
      from (
        select i.created_at, i.id, 0 as position, jsonb_build_object(
          'name', i.product_name,
          'slug', i.product_slug,
          'quantity', i.quantity,
          'unit_price_incl', i.unit_price,
          'total_incl', i.line_total
        ) as line
        from public.order_items i
        where i.order_id = o.id
          and not exists (select 1 from public.product_set_components c where c.set_id = i.product_id)
        union all
        select a.created_at, a.id, a.position, jsonb_build_object(
          'name', a.name || case when a.per_set > 1 then ' × ' || a.per_set else '' end
            || ' (' || a.set_name || ')',
          'slug', a.slug,
          'set', a.set_slug,
          'quantity', a.quantity,
          'unit_price_incl', a.share,
          'total_incl', a.share * a.quantity
        )
        from (
          select w.*, case when w.position = w.parts then w.unit_price - (sum(w.floor_share) over (partition by w.id) - w.floor_share)
                           else w.floor_share end as share
          from (
            select v.*, coalesce(pg_catalog.floor(v.unit_price * v.weight / nullif(v.total_weight, 0) * 100) / 100, 0)
                   as floor_share
            from (
              select i.created_at, i.id, i.unit_price, i.quantity, i.product_name as set_name,
                     i.product_slug as set_slug, p.product_id as slug, c.quantity as per_set,
                     case when o.locale = 'fr' then coalesce(p.title_fr, p.title) else p.title end as name,
                     row_number() over (partition by i.id order by p.product_id)::integer as position,
                     count(*) over (partition by i.id)::integer as parts,
                     x.weight,
                     sum(x.weight) over (partition by i.id) as total_weight
              from public.order_items i
              join public.product_set_components c on c.set_id = i.product_id
              join public.products p on p.id = c.component_id
              cross join lateral (
                select case when o.currency = 'eur' then coalesce(p.price_euros, p.price) else p.price end
                         * c.quantity as weight
              ) x
              where i.order_id = o.id
            ) v
          ) w
        ) a
      ) l
    ), '[]'::jsonb),
    'shipping_incl', o.shipping_amount,
    'discount_incl', o.discount_amount,
    'promo_code', o.promo_code,
    'order_total_incl', o.total
  )
  from public.orders o
  where o.id = p_order_id
$function$;

revoke all on function public.invoice_order_facts(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.invoice_order_facts(p_order_id uuid) to service_role;
