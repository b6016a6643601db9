create or replace function public.admin_apply_catalogue_migration(p_changes jsonb)
  returns table (product text, field text, outcome text)
  language plpgsql security definer set search_path to ''
as $function$
declare
  -- The fields the catalogue migration may write; stock and published only matter when it creates a product.
  v_fields constant text[] := array['title', 'subtitle', 'price', 'features', 'featured', 'title_fr',
    'subtitle_fr', 'description', 'description_fr', 'features_fr', 'image_urls', 'stock', 'published'];
  v_change jsonb;
  v_slug text;
  v_field text;
  v_new jsonb;
  v_columns text;
  v_id uuid;
  v_current jsonb;
begin
  if not public.is_admin() then
    raise exception 'admins_only' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin applies the catalogue migration after the two-factor challenge (aal2).';
  end if;
  if p_changes is null or pg_catalog.jsonb_typeof(p_changes) <> 'array' or exists (
    select 1 from pg_catalog.jsonb_array_elements(p_changes) c
    where pg_catalog.jsonb_typeof(c) <> 'object'
       or pg_catalog.jsonb_typeof(c -> 'product') is distinct from 'string'
       or pg_catalog.jsonb_typeof(c -> 'new') is distinct from 'boolean'
       or not (c ? 'value')
       or (not (c ->> 'new')::boolean and not (c ? 'expected'))
  ) then
    raise exception 'catalogue_changes_invalid' using errcode = 'invalid_parameter_value',
      hint = 'Send an array of { product, field, new, expected, value }: expected is required for an existing product.';
  end if;
  select c ->> 'field' into v_field from pg_catalog.jsonb_array_elements(p_changes) c
  where not coalesce(c ->> 'field' = any (v_fields), false) limit 1;
  if found then
    raise exception 'catalogue_field_unknown' using errcode = 'invalid_parameter_value',
      hint = 'The catalogue migration writes only its own fields.', detail = coalesce(v_field, 'null');
  end if;
  if exists (
    select 1 from pg_catalog.jsonb_array_elements(p_changes) c
    group by c ->> 'product', c ->> 'field' having pg_catalog.count(*) > 1
  ) or exists (
    select 1 from pg_catalog.jsonb_array_elements(p_changes) c
    group by c ->> 'product' having pg_catalog.count(distinct c ->> 'new') > 1
  ) then
    raise exception 'catalogue_changes_invalid' using errcode = 'invalid_parameter_value',
      hint = 'Each (product, field) pair is sent once, and a product is either new or existing.';
  end if;

  -- Lock every existing product named, in one order, before reading any of them: two applies at once queue on
  -- these locks instead of deadlocking, and the second then compares with what the first wrote.
  perform 1 from public.products p
  where p.product_id in (select c ->> 'product' from pg_catalog.jsonb_array_elements(p_changes) c)
  order by p.id for update;

  -- New products: one insert of the ticked fields each. A product created meanwhile (another apply, or the
  -- editor) is not what the dry run showed: its pairs are refused, never written over it.
  for v_slug, v_new in
    select c ->> 'product', pg_catalog.jsonb_object_agg(c ->> 'field', c -> 'value')
    from pg_catalog.jsonb_array_elements(p_changes) c
    where (c ->> 'new')::boolean
    group by c ->> 'product' order by c ->> 'product'
  loop
    if not (v_new ? 'title' and v_new ? 'price') then
      return query select v_slug, k, 'incomplete'::text from pg_catalog.jsonb_object_keys(v_new) k order by k;
      continue;
    end if;
    select pg_catalog.string_agg(pg_catalog.format('%I', k), ', ' order by k) into v_columns
    from pg_catalog.jsonb_object_keys(v_new) k;
    v_id := null;
    execute pg_catalog.format(
      'insert into public.products (product_id, %1$s) select $1, %2$s'
      ' from pg_catalog.jsonb_populate_record(null::public.products, $2) r'
      ' on conflict (product_id) do nothing returning id',
      v_columns, (select pg_catalog.string_agg('r.' || pg_catalog.format('%I', k), ', ' order by k)
                  from pg_catalog.jsonb_object_keys(v_new) k))
      into v_id using v_slug, v_new;
    if v_id is null then
      return query select v_slug, k, 'changed'::text from pg_catalog.jsonb_object_keys(v_new) k order by k;
      continue;
    end if;
    insert into public.catalogue_migration_values (product_id, field, value)
    select v_id, k, pg_catalog.to_jsonb(p) -> k
    from public.products p, pg_catalog.jsonb_object_keys(v_new) k where p.id = v_id;
    return query select v_slug, k, 'applied'::text from pg_catalog.jsonb_object_keys(v_new) k order by k;
  end loop;

  -- Existing products: a pair is written only if the shop still holds the value the dry run showed.
  for v_change in
    select c from pg_catalog.jsonb_array_elements(p_changes) c
    where not (c ->> 'new')::boolean
    order by c ->> 'product', c ->> 'field'
  loop
    v_slug := v_change ->> 'product';
    v_field := v_change ->> 'field';
    select p.id, pg_catalog.to_jsonb(p) -> v_field into v_id, v_current
    from public.products p where p.product_id = v_slug;
    if not found or v_current is distinct from v_change -> 'expected' then
      return query select v_slug, v_field, 'changed'::text;
      continue;
    end if;
    execute pg_catalog.format(
      'update public.products p set %1$I = r.%1$I'
      ' from pg_catalog.jsonb_populate_record(null::public.products, $1) r where p.id = $2',
      v_field) using pg_catalog.jsonb_build_object(v_field, v_change -> 'value'), v_id;
    insert into public.catalogue_migration_values (product_id, field, value)
    select v_id, v_field, pg_catalog.to_jsonb(p) -> v_field from public.products p where p.id = v_id
    on conflict on constraint catalogue_migration_values_pkey do update set value = excluded.value, applied_at = pg_catalog.now();
    return query select v_slug, v_field, 'applied'::text;
  end loop;
end;
$function$;

comment on function "public"."admin_apply_catalogue_migration"(p_changes jsonb) is 'Applies the (product, field) pairs the owner ticked in the catalogue migration''s dry run, in one transaction under the products'' row locks: a pair of an existing product is written only if the field still holds the expected value the dry run showed (else outcome changed); a new product is inserted with its ticked fields (changed if it exists meanwhile, incomplete without title and price). Records each value written in catalogue_migration_values. Admins at aal2 only.';

revoke all on function public.admin_apply_catalogue_migration(p_changes jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_apply_catalogue_migration(p_changes jsonb) to authenticated;
