create or replace function public.products_sync_image_details()
  returns trigger language plpgsql set search_path to ''
as $function$
declare
  v_detail_urls text[];
begin
  if pg_catalog.jsonb_typeof(new.image_details) is distinct from 'array' then
    return new; -- products_image_details_match_image_urls refuses it
  end if;
  v_detail_urls := array(
    select d.item ->> 'url'
    from pg_catalog.jsonb_array_elements(new.image_details) with ordinality as d(item, position)
    order by d.position
  );
  if v_detail_urls is not distinct from new.image_urls then
    return new;
  end if;

  if tg_op = 'UPDATE' and new.image_urls is not distinct from old.image_urls
    and new.image_details is distinct from old.image_details then
    -- A writer of the details alone (reordering them, say): the addresses follow.
    new.image_urls := v_detail_urls;
  elsif (tg_op = 'UPDATE' and new.image_details is not distinct from old.image_details)
    or (tg_op = 'INSERT' and new.image_details = '[]'::jsonb) then
    -- A writer of the addresses alone (the catalogue import, the image migration, the seed, older clients):
    -- an address already listed keeps its entry; an address written in place of another (same count, as the
    -- image migration rewrites a remote address to its copy) keeps that one's alt texts and focal point; a new
    -- address gets empty alt texts (the shop then names it after the product) and the centre.
    new.image_details := coalesce((
      select pg_catalog.jsonb_agg(
        coalesce(
          (select o.item
           from pg_catalog.jsonb_array_elements(old.image_details) with ordinality as o(item, position)
           where tg_op = 'UPDATE' and o.item ->> 'url' = u.url
           order by o.position
           limit 1),
          case
            when tg_op = 'UPDATE'
              and pg_catalog.cardinality(new.image_urls) = pg_catalog.cardinality(old.image_urls)
              and not (old.image_urls[u.position] = any (new.image_urls))
            then pg_catalog.jsonb_build_object(
              'url', u.url,
              'alt', old.image_details -> (u.position::integer - 1) -> 'alt',
              'focus', old.image_details -> (u.position::integer - 1) -> 'focus')
          end,
          pg_catalog.jsonb_build_object(
            'url', u.url,
            'alt', pg_catalog.jsonb_build_object('en', '', 'fr', ''),
            'focus', pg_catalog.jsonb_build_object('x', 50, 'y', 50))
        )
        order by u.position)
      from pg_catalog.unnest(new.image_urls) with ordinality as u(url, position)
    ), '[]'::jsonb);
  end if;
  -- Anything else (both lists written and disagreeing) is left for the check to refuse.
  return new;
end;
$function$;

comment on function "public"."products_sync_image_details"() is 'Keeps products.image_details in step with image_urls for a writer that sets only one of them; a write of both that disagree is refused by the check.';

revoke all on function public.products_sync_image_details() from public, anon, authenticated, service_role;
grant execute on function public.products_sync_image_details() to service_role;
