create or replace function public.confirm_back_in_stock(p_token text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_hash bytea;
  v_product_id uuid;
  v_product public.products;
  v_sub public.back_in_stock_subscriptions;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('status', 'unknown');
  end if;
  v_hash := extensions.digest(p_token, 'sha256');
  select s.product_id into v_product_id
  from public.back_in_stock_subscriptions s where s.confirm_token_hash = v_hash;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;

  -- The product first, then the subscription (the order of the restock trigger): a restock running now either
  -- finished before (this sees the stock) or waits for this confirmation (and then mails it).
  select * into v_product from public.products p where p.id = v_product_id for share;
  select * into v_sub
  from public.back_in_stock_subscriptions s where s.confirm_token_hash = v_hash
  for update;
  if not found or v_sub.status = 'unsubscribed' then
    return jsonb_build_object('status', 'unknown');
  end if;
  if v_sub.status <> 'pending' then
    return jsonb_build_object('status', 'used');
  end if;
  if v_sub.confirm_expires_at <= pg_catalog.now() or not v_product.published then
    return jsonb_build_object('status', 'expired');
  end if;

  if v_product.stock_available is distinct from 0 then
    -- Back already: nothing left to wait for, and the page links to the product.
    update public.back_in_stock_subscriptions
    set status = 'notified', confirmed_at = pg_catalog.now(), notified_at = pg_catalog.now()
    where id = v_sub.id;
    return jsonb_build_object('status', 'in_stock', 'product_id', v_product.product_id,
      'title', v_product.title, 'title_fr', v_product.title_fr);
  end if;

  update public.back_in_stock_subscriptions
  set status = 'confirmed', confirmed_at = pg_catalog.now()
  where id = v_sub.id;
  return jsonb_build_object('status', 'confirmed', 'product_id', v_product.product_id,
    'title', v_product.title, 'title_fr', v_product.title_fr);
end;
$function$;

comment on function "public"."confirm_back_in_stock"(text) is 'The link of the back-in-stock confirmation mail: the pending alert behind the token (sha256 compared) waits for the stock, once; {status: confirmed | in_stock | used | expired | unknown, product_id?, title?, title_fr?}.';

revoke all on function public.confirm_back_in_stock(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_back_in_stock(p_token text) to anon, authenticated, service_role;
