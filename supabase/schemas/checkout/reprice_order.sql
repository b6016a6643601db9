create or replace function public.reprice_order(p_order_id uuid)
  returns void language plpgsql set search_path to ''
as $function$
declare
  o public.orders;
  l record;
  v_option text;
  v_price numeric(12, 2);
  v_subtotal numeric(12, 2);
  v_grams integer;
  v_shipping numeric(12, 2);
  v_due numeric(12, 2);
  v_discount numeric(12, 2) := 0;
  v_lines jsonb;
begin
  select * into o from public.orders where id = p_order_id;
  select r.option into v_option from public.reservations r where r.order_id = o.id order by r.created_at limit 1;
  for l in
    select i.id as item_id, i.unit_price, p.product_id as slug, p.published, p.reserve_enabled, p.price,
           p.price_euros
    from public.order_items i
    join public.products p on p.id = i.product_id
    where i.order_id = o.id
    order by i.created_at, i.id
  loop
    if not l.published then
      raise exception 'product_unavailable' using errcode = 'P0001', detail = l.slug;
    end if;
    if o.kind = 'reservation' and not l.reserve_enabled then
      raise exception 'not_reservable' using errcode = 'P0001', detail = l.slug;
    end if;
    if o.kind <> 'reservation' and l.reserve_enabled then
      raise exception 'reserve_only' using errcode = 'P0001', detail = l.slug;
    end if;
    v_price := case when o.currency = 'eur' then coalesce(l.price_euros, l.price) else l.price end;
    if v_price is distinct from l.unit_price then
      update public.order_items set unit_price = v_price where id = l.item_id;
    end if;
  end loop;

  select coalesce(sum(i.line_total), 0), coalesce(sum(p.weight_grams * i.quantity), 0),
         coalesce(jsonb_agg(jsonb_build_object('product_id', i.product_id, 'line_total', i.line_total)), '[]'::jsonb)
  into v_subtotal, v_grams, v_lines
  from public.order_items i
  join public.products p on p.id = i.product_id
  where i.order_id = o.id;
  if v_subtotal <= 0 then
    raise exception 'zero_amount' using errcode = 'P0001',
      hint = 'This order comes to 0: there is nothing to pay.';
  end if;
  -- The code's use is still held by this pending order: the discount follows today's prices, the code's rules
  -- as they were when it was taken.
  if o.promo_code is not null then
    select case c.kind
             when 'percent' then round(coalesce(sum((l ->> 'line_total')::numeric)
               filter (where not ((l ->> 'product_id')::uuid = any (c.excluded_product_ids))), 0) * c.percent_off / 100, 2)
             else least(case o.currency when 'eur' then c.amount_off_eur else c.amount_off_usd end,
                        coalesce(sum((l ->> 'line_total')::numeric)
                          filter (where not ((l ->> 'product_id')::uuid = any (c.excluded_product_ids))), 0))
           end
    into v_discount
    from public.promo_codes c
    cross join jsonb_array_elements(v_lines) l
    where c.code = o.promo_code
    group by c.kind, c.percent_off, c.amount_off_eur, c.amount_off_usd;
    v_discount := coalesce(v_discount, 0);
  end if;
  v_shipping := (public.shipping_quote(o.shipping_country, o.currency, v_grams, v_subtotal - v_discount) ->> 'amount')::numeric;
  v_due := case when o.kind = 'reservation' and v_option = 'deposit' then round((v_subtotal - v_discount) * 0.5, 2)
                else v_subtotal - v_discount + v_shipping end;
  if v_due <= 0 then
    raise exception 'zero_amount' using errcode = 'P0001',
      hint = 'This order comes to 0: there is nothing to pay.';
  end if;
  if v_subtotal is distinct from o.subtotal or v_due is distinct from o.amount_due_now
     or v_shipping is distinct from o.shipping_amount or v_discount is distinct from o.discount_amount then
    update public.orders
    set subtotal = v_subtotal, shipping_amount = v_shipping, discount_amount = v_discount, amount_due_now = v_due,
        balance_due = v_subtotal - v_discount + v_shipping - v_due
    where id = o.id;
    update public.promo_redemptions set discount_amount = v_discount
    where order_id = o.id and status = 'held' and v_discount > 0;
    update public.reservations
    set price = v_subtotal - v_discount,
        deposit_amount = case when option = 'deposit' then v_due else 0 end,
        balance_due = case when option = 'deposit' then v_subtotal - v_discount - v_due else 0 end
    where order_id = o.id and status = 'pending_payment';
    insert into public.order_events (order_id, actor_id, type, data)
    values (o.id, null, 'updated', jsonb_build_object(
      'reason', 'repriced',
      'changes', jsonb_build_object(
        'subtotal', jsonb_build_object('from', o.subtotal, 'to', v_subtotal),
        'shipping_amount', jsonb_build_object('from', o.shipping_amount, 'to', v_shipping),
        'discount_amount', jsonb_build_object('from', o.discount_amount, 'to', v_discount),
        'amount_due_now', jsonb_build_object('from', o.amount_due_now, 'to', v_due)
      )
    ));
  end if;
end;
$function$;

revoke all on function public.reprice_order(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.reprice_order(p_order_id uuid) to service_role;
