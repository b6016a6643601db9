create or replace function public.product_image_details_valid(p_details jsonb, p_urls text[])
  returns boolean language sql immutable set search_path to ''
as $function$
  -- One entry per address, in the same order, each { url, alt: { en, fr }, focus: { x, y }, srcSet?, width?,
  -- height? } and nothing else: alt texts at most 250 characters without control characters, the focal point in
  -- percent of the picture, srcSet the sizes made at upload, width and height the picture's own in pixels.
  select case
    when pg_catalog.jsonb_typeof(p_details) is distinct from 'array' then false
    when pg_catalog.jsonb_array_length(p_details) <> pg_catalog.cardinality(p_urls) then false
    else not exists (
      select 1
      from pg_catalog.jsonb_array_elements(p_details) with ordinality as d(item, position)
      where not coalesce(
        pg_catalog.jsonb_typeof(d.item) = 'object'
        and d.item ->> 'url' = p_urls[d.position]
        and d.item - array['url', 'alt', 'focus', 'srcSet', 'width', 'height'] = '{}'::jsonb
        and pg_catalog.jsonb_typeof(d.item -> 'alt') = 'object'
        and (d.item -> 'alt') - array['en', 'fr'] = '{}'::jsonb
        and pg_catalog.jsonb_typeof(d.item -> 'alt' -> 'en') = 'string'
        and pg_catalog.jsonb_typeof(d.item -> 'alt' -> 'fr') = 'string'
        and pg_catalog.char_length(d.item -> 'alt' ->> 'en') <= 250
        and pg_catalog.char_length(d.item -> 'alt' ->> 'fr') <= 250
        and (d.item -> 'alt' ->> 'en') !~ '[[:cntrl:]]'
        and (d.item -> 'alt' ->> 'fr') !~ '[[:cntrl:]]'
        and pg_catalog.jsonb_typeof(d.item -> 'focus') = 'object'
        and (d.item -> 'focus') - array['x', 'y'] = '{}'::jsonb
        and pg_catalog.jsonb_typeof(d.item -> 'focus' -> 'x') = 'number'
        and pg_catalog.jsonb_typeof(d.item -> 'focus' -> 'y') = 'number'
        and (d.item -> 'focus' ->> 'x')::numeric >= 0 and (d.item -> 'focus' ->> 'x')::numeric <= 100
        and (d.item -> 'focus' ->> 'y')::numeric >= 0 and (d.item -> 'focus' ->> 'y')::numeric <= 100
        and (not d.item ? 'srcSet' or (pg_catalog.jsonb_typeof(d.item -> 'srcSet') = 'string'
          and pg_catalog.char_length(d.item ->> 'srcSet') <= 4000))
        and (not d.item ? 'width' or (d.item ->> 'width') ~ '^[1-9][0-9]{0,4}$')
        and (not d.item ? 'height' or (d.item ->> 'height') ~ '^[1-9][0-9]{0,4}$'),
        false)
    )
  end
$function$;

comment on function "public"."product_image_details_valid"(jsonb, text[]) is 'Whether products.image_details describes image_urls: one well-formed entry per address, in the same order (the rule of products_image_details_match_image_urls).';

revoke all on function public.product_image_details_valid(p_details jsonb, p_urls text[]) from public, anon, authenticated, service_role;
grant execute on function public.product_image_details_valid(p_details jsonb, p_urls text[]) to anon, authenticated, public, service_role;
