create or replace function public.admin_save_set_components(p_set_id uuid, p_components jsonb)
  returns void language plpgsql set search_path to ''
as $function$
declare
  v_set public.products;
  v_ids uuid[];
  v_bad text;
begin
  -- Invoker: the table's policies (an admin past two-factor) decide too; this says so in words first.
  if not coalesce(public.is_admin(), false) or not public.admin_write_allowed() then
    raise exception 'set_forbidden' using errcode = '42501',
      hint = 'Only an owner or admin past two-factor authentication edits a set.';
  end if;
  if p_components is null or jsonb_typeof(p_components) <> 'array' or jsonb_array_length(p_components) > 20 then
    raise exception 'set_invalid' using errcode = '22023', detail = 'components',
      hint = 'The components are a list of at most 20 { component_id, quantity }.';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_components) e
    where jsonb_typeof(e.value) <> 'object'
       or jsonb_typeof(e.value -> 'component_id') is distinct from 'string'
       or (e.value ->> 'component_id') !~ '^[0-9a-fA-F-]{36}$'
  ) then
    raise exception 'set_invalid' using errcode = '22023', detail = 'components',
      hint = 'Each component names a product by its id.';
  end if;
  select array_agg(distinct (e.value ->> 'component_id')::uuid) into v_ids from jsonb_array_elements(p_components) e;
  if coalesce(cardinality(v_ids), 0) <> jsonb_array_length(p_components) then
    raise exception 'set_duplicate_component' using errcode = '22023', detail = 'components',
      hint = 'Each product appears once in a set: give it a quantity instead.';
  end if;
  select e.value ->> 'component_id' into v_bad from jsonb_array_elements(p_components) e
  where jsonb_typeof(e.value -> 'quantity') is distinct from 'number'
     or (e.value ->> 'quantity')::numeric <> trunc((e.value ->> 'quantity')::numeric)
     or (e.value ->> 'quantity')::numeric < 1 or (e.value ->> 'quantity')::numeric > 10
  limit 1;
  if v_bad is not null then
    raise exception 'set_quantity_out_of_range' using errcode = '22023', detail = v_bad,
      hint = 'A component''s quantity is a whole number from 1 to 10.';
  end if;

  -- The set and its components under their row locks, in id order (as checkouts take them): two admins
  -- cannot make each other's sets components of one another in between the checks and the writes.
  perform 1 from public.products p where p.id = p_set_id or p.id = any (v_ids) order by p.id for update;
  select * into v_set from public.products where id = p_set_id;
  if not found then
    raise exception 'set_not_found' using errcode = 'PT404', detail = p_set_id::text;
  end if;
  if p_set_id = any (v_ids) then
    raise exception 'set_in_set' using errcode = '22023', detail = v_set.product_id,
      hint = 'A set cannot contain itself.';
  end if;
  if cardinality(v_ids) > 0 and (v_set.reserve_enabled or v_set.preorder_enabled) then
    raise exception 'set_sells_from_stock' using errcode = '22023', detail = v_set.product_id,
      hint = 'A set is sold from stock: turn off reservation and pre-order first.';
  end if;
  if cardinality(v_ids) > 0 and exists (select 1 from public.product_set_components c where c.component_id = p_set_id) then
    raise exception 'set_in_set' using errcode = '22023', detail = v_set.product_id,
      hint = 'This product is a component of another set, so it cannot be a set itself.';
  end if;
  select p.product_id into v_bad from public.product_set_components c
  join public.products p on p.id = c.set_id
  where c.set_id = any (v_ids) limit 1;
  if v_bad is not null then
    raise exception 'set_in_set' using errcode = '22023', detail = v_bad,
      hint = 'A set cannot contain another set.';
  end if;
  if (select count(*) from public.products p where p.id = any (v_ids)) <> cardinality(v_ids) then
    raise exception 'set_component_not_found' using errcode = 'PT404', detail = 'components';
  end if;
  select p.product_id into v_bad from public.products p
  where p.id = any (v_ids) and not public.product_sells_in_set(p)
  order by p.product_id limit 1;
  if v_bad is not null then
    raise exception 'set_component_unavailable' using errcode = '22023', detail = v_bad,
      hint = 'A component must be published and sold from stock (not archived, reserved or pre-ordered).';
  end if;
  -- Units held by an open checkout were counted from the components it had: they stay until it ends.
  if exists (
    select 1 from public.stock_holds h
    join public.order_items i on i.id = h.order_item_id
    where i.product_id = p_set_id and h.status = 'held'
  ) then
    raise exception 'set_in_checkout' using errcode = '55006', detail = v_set.product_id,
      hint = 'A checkout holds this set right now: try again in half an hour.';
  end if;

  delete from public.product_set_components where set_id = p_set_id;
  insert into public.product_set_components (set_id, component_id, quantity)
  select p_set_id, (e.value ->> 'component_id')::uuid, (e.value ->> 'quantity')::integer
  from jsonb_array_elements(p_components) e;
end;
$function$;

comment on function "public"."admin_save_set_components"(uuid, jsonb) is 'An admin past two-factor makes a product a set of the given components ([{component_id, quantity 1..10}], [] = no longer a set): no set in a set, components published and sold from stock, not while a checkout holds the set.';

revoke all on function public.admin_save_set_components(p_set_id uuid, p_components jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_save_set_components(p_set_id uuid, p_components jsonb) to authenticated;
