create or replace function public.replace_cart_lines(p_cart_id uuid, p_version bigint, p_items jsonb)
  returns jsonb language plpgsql set search_path to ''
as $function$
declare
  v_user uuid := auth.uid();
  v_item jsonb;
  v_index bigint;
  v_field text;
  v_slug text;
  v_quantity numeric;
  v_price numeric;
  v_version bigint;
begin
  if v_user is null then
    raise exception 'sign_in_required' using errcode = '42501';
  end if;
  if p_cart_id is null then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'cart_id';
  end if;
  if p_version is null or p_version < 0 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'version';
  end if;
  if p_items is null or jsonb_typeof(p_items) <> 'array' then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'items',
      hint = 'items must be an array of cart lines';
  end if;
  if jsonb_array_length(p_items) > 100 then
    raise exception 'too_many_lines' using errcode = 'P0001', detail = 'items',
      hint = 'A cart holds at most 100 lines';
  end if;

  for v_item, v_index in select e.value, e.ordinality - 1 from jsonb_array_elements(p_items) with ordinality e loop
    v_field := 'items[' || v_index || ']';
    if jsonb_typeof(v_item) <> 'object' then
      raise exception 'invalid_field' using errcode = 'P0001', detail = v_field;
    end if;
    if jsonb_typeof(v_item -> 'product_id') is distinct from 'string'
       or length(v_item ->> 'product_id') not between 1 and 200 then
      raise exception 'invalid_field' using errcode = 'P0001', detail = v_field || '.product_id';
    end if;
    v_slug := v_item ->> 'product_id';
    if jsonb_typeof(v_item -> 'quantity') is distinct from 'number' then
      raise exception 'quantity_out_of_range' using errcode = 'P0001', detail = v_slug;
    end if;
    v_quantity := (v_item ->> 'quantity')::numeric;
    if v_quantity <> trunc(v_quantity) or v_quantity not between 1 and 1000 then
      raise exception 'quantity_out_of_range' using errcode = 'P0001', detail = v_slug,
        hint = 'A quantity is a whole number from 1 to 1000';
    end if;
    if jsonb_typeof(v_item -> 'product_name') is distinct from 'string'
       or length(v_item ->> 'product_name') > 200 then
      raise exception 'invalid_field' using errcode = 'P0001', detail = v_field || '.product_name';
    end if;
    if coalesce(jsonb_typeof(v_item -> 'product_image'), 'null') not in ('null', 'string')
       or length(v_item ->> 'product_image') > 2048 then
      raise exception 'invalid_field' using errcode = 'P0001', detail = v_field || '.product_image';
    end if;
    if jsonb_typeof(v_item -> 'product_price') is distinct from 'number' then
      raise exception 'invalid_field' using errcode = 'P0001', detail = v_field || '.product_price';
    end if;
    v_price := (v_item ->> 'product_price')::numeric;
    if v_price < 0 or v_price >= 10000000000 then
      raise exception 'invalid_field' using errcode = 'P0001', detail = v_field || '.product_price';
    end if;
    if coalesce(v_item ->> 'currency', '') not in ('usd', 'eur') then
      raise exception 'invalid_field' using errcode = 'P0001', detail = v_field || '.currency';
    end if;
  end loop;

  select e.value ->> 'product_id' into v_slug
  from jsonb_array_elements(p_items) e
  group by e.value ->> 'product_id'
  having count(*) > 1
  limit 1;
  if v_slug is not null then
    raise exception 'duplicate_product' using errcode = 'P0001', detail = v_slug,
      hint = 'List each product once, with its whole quantity';
  end if;

  -- The version check and the lock are one statement: a concurrent writer of the same cart waits here for
  -- the first to commit, then finds the version moved on and matches no row.
  update public.carts
  set version = version + 1, last_updated = now()
  where id = p_cart_id and user_id = v_user and status = 'active' and version = p_version
  returning version into v_version;
  if not found then
    select version into v_version
    from public.carts
    where id = p_cart_id and user_id = v_user and status = 'active';
    if not found then
      raise exception 'cart_not_found' using errcode = 'PT404', detail = 'cart_id';
    end if;
    raise exception 'stale_cart' using errcode = 'PT409', detail = v_version::text,
      hint = 'The cart changed since it was read: load it again, merge and retry';
  end if;

  delete from public.cart_items where cart_id = p_cart_id;
  begin
    insert into public.cart_items
      (cart_id, product_id, product_name, product_image, product_price, quantity, currency, position)
    select p_cart_id,
           e.value ->> 'product_id',
           e.value ->> 'product_name',
           nullif(e.value ->> 'product_image', ''),
           round((e.value ->> 'product_price')::numeric, 2),
           (e.value ->> 'quantity')::integer,
           e.value ->> 'currency',
           (e.ordinality - 1)::integer
    from jsonb_array_elements(p_items) with ordinality e;
  exception when foreign_key_violation then
    -- Drafts, which a member may not read, still exist: the foreign key, not RLS, says what is unknown. Its
    -- message hides the key from a role under RLS, so find the line by checking them one at a time (only
    -- on this path; the whole function's work is undone by the error anyway).
    for v_slug in select e.value ->> 'product_id' from jsonb_array_elements(p_items) e loop
      begin
        insert into public.cart_items (cart_id, product_id, product_name, product_price, quantity)
        values (p_cart_id, v_slug, '', 0, 1);
      exception when foreign_key_violation then
        raise exception 'unknown_product' using errcode = 'P0001', detail = v_slug;
      end;
    end loop;
    raise exception 'unknown_product' using errcode = 'P0001', detail = 'items';
  end;

  return jsonb_build_object('id', p_cart_id, 'version', v_version);
end;
$function$;

comment on function "public"."replace_cart_lines"(uuid, bigint, jsonb) is 'Replaces the caller''s cart lines with p_items if the cart is still at p_version; returns {id, version}.';

revoke all on function public.replace_cart_lines(p_cart_id uuid, p_version bigint, p_items jsonb) from public, anon, authenticated, service_role;
grant execute on function public.replace_cart_lines(p_cart_id uuid, p_version bigint, p_items jsonb) to authenticated, service_role;
