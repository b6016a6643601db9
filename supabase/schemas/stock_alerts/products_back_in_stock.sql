create or replace function public.products_back_in_stock()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_sub public.back_in_stock_subscriptions;
  v_way_out text;
begin
  -- In the transaction that brought the stock back (the trigger's WHEN: sellable again, published): one mail
  -- per waiting subscriber, in their language, each marked notified under its row lock, so a later restock, or
  -- a concurrent one (which waits for this product row and then sees the stock), never mails it again.
  for v_sub in
    select * from public.back_in_stock_subscriptions s
    where s.product_id = new.id and s.status = 'confirmed'
    order by s.id
    for update
  loop
    v_way_out := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
    update public.back_in_stock_subscriptions
    set status = 'notified', notified_at = pg_catalog.now(),
        unsubscribe_token_hash = extensions.digest(v_way_out, 'sha256')
    where id = v_sub.id;
    perform public.enqueue_mail('back_in_stock', v_sub.email::text, v_sub.locale, null, jsonb_build_object(
      'product_name', public.back_in_stock_product_name(new, v_sub.locale),
      'product_url', public.site_url() || '/products/' || new.product_id,
      'unsubscribe_url', public.site_url() || '/back-in-stock/unsubscribe?token=' || v_way_out,
      'event_key', v_sub.id::text || ':' || pg_catalog.floor(extract(epoch from v_sub.confirmed_at))::text
    ));
  end loop;
  return null;
end;
$function$;

comment on function "public"."products_back_in_stock"() is 'Trigger: when a published product becomes sellable again (stock_available from 0, or published again while sellable), queues the back_in_stock mail of every confirmed subscriber, once, and marks them notified.';

revoke all on function public.products_back_in_stock() from public, anon, authenticated, service_role;
grant execute on function public.products_back_in_stock() to service_role;
