-- The only code that moves units: hold, release, sell, return. SECURITY INVOKER helpers, not executable through
-- the API; the SECURITY DEFINER functions of the later migrations (checkout, webhook, cancellation, sweep) call
-- them with their owner's rights.
--
-- Concurrency: every change of products.stock / stock_held / sold_ahead is one conditional UPDATE of the
-- product row ("... where stock - stock_held >= quantity"): under READ COMMITTED a second buyer waits for the
-- first one's row lock and then re-checks the condition against the committed row, so 20 buyers of the last
-- unit give exactly one hold. Lock order, to never deadlock: an order's row (when the caller takes it), then its
-- stock_holds rows, then products in id order.
--
-- A product is "sold ahead" when reserve_enabled or preorder_enabled: it may be sold beyond its stock, up to
-- sell_ahead_limit units when that is set. Its capacity left is stock + sell_ahead_limit - sold_ahead -
-- stock_held; any other product's is stock - stock_held (stock null: no limit).

-- Whether a product can take p_quantity more units now, over and above what is already held.
create function public.product_can_take(p public.products, p_quantity integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p.reserve_enabled or p.preorder_enabled then
      p.sell_ahead_limit is null
      or coalesce(p.stock, 0) + p.sell_ahead_limit - p.sold_ahead - p.stock_held >= p_quantity
    else p.stock is null or p.stock - p.stock_held >= p_quantity
  end
$$;

-- Holds every line of the order that has no active hold yet, for the session, until p_expires_at. Raises
-- out_of_stock (detail: the product's slug) when a line cannot be held; the caller's transaction then rolls
-- back every hold it took.
create function public.hold_order_units(p_order_id uuid, p_session_id uuid, p_expires_at timestamptz)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  l record;
begin
  for l in
    select i.id as item_id, i.product_id, i.quantity, p.product_id as slug
    from public.order_items i
    join public.products p on p.id = i.product_id
    where i.order_id = p_order_id
      and not exists (
        select 1 from public.stock_holds h where h.order_item_id = i.id and h.status in ('held', 'sold')
      )
    order by i.product_id, i.id
  loop
    update public.products p
    set stock_held = p.stock_held + l.quantity
    where p.id = l.product_id and public.product_can_take(p, l.quantity);
    if not found then
      raise exception 'out_of_stock' using errcode = 'P0001', detail = l.slug;
    end if;
    insert into public.stock_holds (order_id, order_item_id, product_id, session_id, quantity, expires_at)
    values (p_order_id, l.item_id, l.product_id, p_session_id, l.quantity, p_expires_at);
  end loop;
end;
$$;

-- Releases the given holds that are still held (a released, sold or returned row is left alone, so a release
-- racing a payment or another release counts once). Returns how many rows it released.
create function public.release_hold_rows(p_ids uuid[], p_reason text)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
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
$$;

-- The held rows of an order (all, or one line's) / of a session, released.
create function public.release_order_holds(p_order_id uuid, p_reason text, p_order_item_id uuid default null)
returns integer
language sql
volatile
set search_path = ''
as $$
  select public.release_hold_rows(
    (select array_agg(h.id order by h.id) from public.stock_holds h
     where h.order_id = p_order_id and h.status = 'held'
       and (p_order_item_id is null or h.order_item_id = p_order_item_id)),
    p_reason)
$$;

create function public.release_session_holds(p_session_id uuid, p_reason text)
returns integer
language sql
volatile
set search_path = ''
as $$
  select public.release_hold_rows(
    (select array_agg(h.id order by h.id) from public.stock_holds h
     where h.session_id = p_session_id and h.status = 'held'),
    p_reason)
$$;

-- A payment arrived: each line's hold becomes a sale. A line whose hold was released (the session expired
-- before the payment) is taken again when the units are still there (p_take_released), else it raises
-- stock_gone (detail: the product's slug) and the caller rolls back the lines it had sold. A sale records where
-- its units came from: from_stock left products.stock (0 when stock is not tracked), sold_ahead went to
-- products.sold_ahead (reserve and pre-order products beyond their stock).
create function public.sell_order_units(p_order_id uuid, p_take_released boolean)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  l record;
  v_product public.products;
  v_hold uuid;
  v_from integer;
  v_ahead integer;
begin
  -- Holds first, then products: the order the sweep and the cancellation lock them in.
  perform 1 from public.stock_holds h where h.order_id = p_order_id and h.status = 'held' for update;

  for l in
    select i.id as item_id, i.product_id, i.quantity
    from public.order_items i
    where i.order_id = p_order_id
      and not exists (select 1 from public.stock_holds h where h.order_item_id = i.id and h.status = 'sold')
    order by i.product_id, i.id
  loop
    select h.id into v_hold from public.stock_holds h where h.order_item_id = l.item_id and h.status = 'held';
    if v_hold is null and not p_take_released then
      continue;
    end if;
    select * into v_product from public.products p where p.id = l.product_id for update;

    if v_hold is null and not public.product_can_take(v_product, l.quantity) then
      raise exception 'stock_gone' using errcode = 'P0001', detail = v_product.product_id;
    end if;
    if v_product.reserve_enabled or v_product.preorder_enabled then
      v_from := case when v_product.stock is null then 0 else least(l.quantity, v_product.stock) end;
    else
      -- Held units are on hand unless an admin lowered the stock below them since: then they are gone too.
      if v_product.stock is not null and v_product.stock < l.quantity then
        raise exception 'stock_gone' using errcode = 'P0001', detail = v_product.product_id;
      end if;
      v_from := case when v_product.stock is null then 0 else l.quantity end;
    end if;
    v_ahead := l.quantity - v_from;

    update public.products p
    set stock = case when p.stock is null then null else p.stock - v_from end,
        sold_ahead = p.sold_ahead + v_ahead,
        stock_held = p.stock_held - case when v_hold is null then 0 else l.quantity end
    where p.id = l.product_id;

    if v_hold is null then
      insert into public.stock_holds (
        order_id, order_item_id, product_id, quantity, status, expires_at, from_stock, sold_ahead, sold_at
      ) values (
        p_order_id, l.item_id, l.product_id, l.quantity, 'sold', pg_catalog.now(), v_from, v_ahead,
        pg_catalog.now()
      );
    else
      update public.stock_holds
      set status = 'sold', from_stock = v_from, sold_ahead = v_ahead, sold_at = pg_catalog.now()
      where id = v_hold;
    end if;
  end loop;
end;
$$;

-- An order (or one of its lines) is cancelled: holds are released and sales returned exactly as taken, once
-- (a returned row is never returned again). Returns the units given back to stock.
create function public.return_order_units(p_order_id uuid, p_order_item_id uuid default null)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_products uuid[];
  v_from integer[];
  v_ahead integer[];
begin
  perform 1 from public.stock_holds h
  where h.order_id = p_order_id and h.status in ('held', 'sold')
    and (p_order_item_id is null or h.order_item_id = p_order_item_id)
  for update;

  perform public.release_order_holds(p_order_id, 'cancelled', p_order_item_id);

  with returned as (
    update public.stock_holds h
    set status = 'returned', returned_at = pg_catalog.now()
    where h.order_id = p_order_id and h.status = 'sold'
      and (p_order_item_id is null or h.order_item_id = p_order_item_id)
    returning h.product_id, h.from_stock, h.sold_ahead
  ), per_product as (
    select product_id, sum(from_stock)::integer as from_stock, sum(sold_ahead)::integer as sold_ahead
    from returned
    group by product_id
  )
  select array_agg(product_id order by product_id), array_agg(from_stock order by product_id),
         array_agg(sold_ahead order by product_id)
  into v_products, v_from, v_ahead
  from per_product;

  for i in 1 .. coalesce(cardinality(v_products), 0) loop
    update public.products
    set stock = case when stock is null then null else stock + v_from[i] end,
        sold_ahead = greatest(sold_ahead - v_ahead[i], 0)
    where id = v_products[i];
  end loop;
  return coalesce((select sum(x) from unnest(v_from) x), 0);
end;
$$;

revoke execute on function public.product_can_take(public.products, integer) from public, anon, authenticated;
revoke execute on function public.hold_order_units(uuid, uuid, timestamptz) from public, anon, authenticated;
revoke execute on function public.release_hold_rows(uuid[], text) from public, anon, authenticated;
revoke execute on function public.release_order_holds(uuid, text, uuid) from public, anon, authenticated;
revoke execute on function public.release_session_holds(uuid, text) from public, anon, authenticated;
revoke execute on function public.sell_order_units(uuid, boolean) from public, anon, authenticated;
revoke execute on function public.return_order_units(uuid, uuid) from public, anon, authenticated;
