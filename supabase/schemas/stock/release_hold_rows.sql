create or replace function public.release_hold_rows(p_ids uuid[], p_reason text)
  returns integer language plpgsql set search_path to ''
as $function$
declare
  v_products uuid[];
  v_quantities integer[];
  v_rows integer;
begin
  if p_ids is null or cardinality(p_ids) = 0 then
    return 0;
  end if;
  with released as (
    update public.stock_holds h
    set status = 'released', release_reason = p_reason, released_at = pg_catalog.now()
    where h.id = any (p_ids) and h.status = 'held'
    returning h.product_id, h.quantity
  ), per_product as (
    select product_id, sum(quantity)::integer as quantity, count(*)::integer as n
    from released
    group by product_id
  )
  select array_agg(product_id order by product_id), array_agg(quantity order by product_id), coalesce(sum(n), 0)
  into v_products, v_quantities, v_rows
  from per_product;

  for i in 1 .. coalesce(cardinality(v_products), 0) loop
    update public.products
    set stock_held = stock_held - v_quantities[i]
    where id = v_products[i];
  end loop;
  return v_rows;
end;
$function$;

revoke all on function public.release_hold_rows(p_ids uuid[], p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.release_hold_rows(p_ids uuid[], p_reason text) to service_role;
