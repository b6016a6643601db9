create or replace function public.subscribe_back_in_stock (
  p_product uuid,
  p_email   text,
  p_locale  text default null::text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_email text := public.plain_email(p_email);
  v_locale text := case when p_locale = 'fr' then 'fr' else 'en' end;
  v_client text := public.request_client_hash();
  v_user uuid := auth.uid();
  v_product public.products;
  v_sub public.back_in_stock_subscriptions;
  v_confirm text;
  v_way_out text;
begin
  if v_email is null then
    raise exception using errcode = '22023', message = 'invalid_email', detail = 'invalid',
      hint = 'Type one plain email address, such as name@example.com.';
  end if;

  -- Locks in the order every writer of these rows takes them: the address and the client (so the counts below
  -- cannot be raced), then the product row (FOR SHARE: a restock waits for this request, or this request sees
  -- the stock it added), then the subscription row.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('back-in-stock:' || v_email, 0));
  if v_client is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('back-in-stock-client:' || v_client, 0));
  end if;

  select * into v_product from public.products p where p.id = p_product and p.published for share;
  if not found then
    raise exception using errcode = 'PT404', message = 'product_not_found',
      hint = 'This product is not in the shop.';
  end if;
  if v_product.stock_available is distinct from 0 then
    raise exception using errcode = '23514', message = 'product_in_stock',
      hint = 'This product is in stock: it can be bought now.';
  end if;

  -- The limits of Join the Community (docs/abuse-limits.md): per client, per address from one client, and per
  -- address over a day binding only the clients that already asked for it today. Every request counts, whether
  -- or not it mails, so a repeated request is answered exactly as a first one.
  if v_client is not null
     and (select count(*) from public.back_in_stock_requests r
          where r.client_hash = v_client and r.created_at > pg_catalog.now() - interval '1 hour') >= 10
     or (select count(*) from public.back_in_stock_requests r
         where r.email operator(extensions.=) v_email::extensions.citext
           and r.client_hash is not distinct from v_client
           and r.created_at > pg_catalog.now() - interval '1 hour') >= 3
     or exists (select 1 from public.back_in_stock_requests r
                where r.email operator(extensions.=) v_email::extensions.citext
                  and r.client_hash is not distinct from v_client
                  and r.created_at > pg_catalog.now() - interval '1 day')
        and (select count(*) from public.back_in_stock_requests r
             where r.email operator(extensions.=) v_email::extensions.citext
               and r.created_at > pg_catalog.now() - interval '1 day') >= 10 then
    raise exception using errcode = 'PT429', message = 'rate_limited',
      hint = 'Too many requests from this address; try again later.';
  end if;
  insert into public.back_in_stock_requests (email, client_hash) values (v_email, v_client);

  select * into v_sub
  from public.back_in_stock_subscriptions s
  where s.product_id = p_product and s.email operator(extensions.=) v_email::extensions.citext
  for update;

  -- A member asking for their own confirmed address has proved the mailbox already: waiting at once.
  if v_user is not null and exists (
    select 1 from auth.users u
    where u.id = v_user and u.email_confirmed_at is not null and public.plain_email(u.email) = v_email
  ) then
    insert into public.back_in_stock_subscriptions as s
      (product_id, email, locale, user_id, status, client_hash, confirmed_at)
    values (p_product, v_email, v_locale, v_user, 'confirmed', v_client, pg_catalog.now())
    on conflict on constraint back_in_stock_subscriptions_product_email_key do update
    set locale = excluded.locale,
        user_id = excluded.user_id,
        client_hash = excluded.client_hash,
        requested_at = pg_catalog.now(),
        confirm_token_hash = null,
        confirm_expires_at = null,
        status = 'confirmed',
        confirmed_at = case when s.status = 'confirmed' then s.confirmed_at else pg_catalog.now() end,
        notified_at = null,
        unsubscribed_at = null;
    return jsonb_build_object('status', 'subscribed');
  end if;

  -- Anyone else: the same answer whatever the address's state. One already waiting is left as it is (no mail,
  -- nothing a stranger could change); any other gets a new confirmation mail.
  if v_sub.id is not null and v_sub.status = 'confirmed' then
    return jsonb_build_object('status', 'check_inbox');
  end if;

  v_confirm := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
  v_way_out := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
  insert into public.back_in_stock_subscriptions as s
    (product_id, email, locale, status, confirm_token_hash, unsubscribe_token_hash, client_hash, confirm_expires_at)
  values
    (p_product, v_email, v_locale, 'pending', extensions.digest(v_confirm, 'sha256'),
     extensions.digest(v_way_out, 'sha256'), v_client, pg_catalog.now() + interval '3 days')
  on conflict on constraint back_in_stock_subscriptions_product_email_key do update
  set locale = excluded.locale,
      status = 'pending',
      confirm_token_hash = excluded.confirm_token_hash,
      unsubscribe_token_hash = excluded.unsubscribe_token_hash,
      client_hash = excluded.client_hash,
      requested_at = pg_catalog.now(),
      confirm_expires_at = excluded.confirm_expires_at,
      confirmed_at = null,
      notified_at = null,
      unsubscribed_at = null
  returning * into v_sub;

  perform public.enqueue_mail('back_in_stock_confirmation', v_email, v_locale, null, jsonb_build_object(
    'product_name', public.back_in_stock_product_name(v_product, v_locale),
    'product_url', public.site_url() || '/products/' || v_product.product_id,
    'confirm_url', public.site_url() || '/back-in-stock/confirm?token=' || v_confirm,
    'unsubscribe_url', public.site_url() || '/back-in-stock/unsubscribe?token=' || v_way_out
  ));

  -- Requests only count for a day; clear older ones now and then.
  if random() < 0.05 then
    delete from public.back_in_stock_requests where created_at < pg_catalog.now() - interval '2 days';
  end if;
  return jsonb_build_object('status', 'check_inbox');
end;
$function$;

comment on function "public"."subscribe_back_in_stock"(uuid, text, text) is 'Tell me when it''s back: a signed-in member''s own confirmed address waits at once ({status: subscribed}); any other address is mailed a confirmation link unless it already waits, and the answer ({status: check_inbox}) never says which. Only for a published product out of stock (product_not_found, product_in_stock); rate limited (rate_limited); invalid_email.';

revoke all on function public.subscribe_back_in_stock(p_product uuid, p_email text, p_locale text) from public, anon, authenticated, service_role;
grant execute on function public.subscribe_back_in_stock(p_product uuid, p_email text, p_locale text) to anon, authenticated, service_role;
