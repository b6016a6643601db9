create or replace function public.unsubscribe_back_in_stock(p_token text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_sub public.back_in_stock_subscriptions;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('status', 'unknown');
  end if;
  select * into v_sub
  from public.back_in_stock_subscriptions s
  where s.unsubscribe_token_hash = extensions.digest(p_token, 'sha256')
  for update;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;
  if v_sub.status = 'unsubscribed' then
    return jsonb_build_object('status', 'used');
  end if;

  -- The way out of every back-in-stock mail stops all the alerts of the address it was sent to (the product's
  -- and any other still pending or waiting), not the shop's other mail.
  update public.back_in_stock_subscriptions s
  set status = 'unsubscribed', unsubscribed_at = pg_catalog.now(), confirm_token_hash = null,
      confirm_expires_at = null
  where s.email operator(extensions.=) v_sub.email
    and (s.id = v_sub.id or s.status in ('pending', 'confirmed'));
  return jsonb_build_object('status', 'unsubscribed');
end;
$function$;

comment on function "public"."unsubscribe_back_in_stock"(text) is 'The way out of every back-in-stock mail: stops all the pending and waiting alerts of the address the token was mailed to, once; {status: unsubscribed | used | unknown}.';

revoke all on function public.unsubscribe_back_in_stock(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.unsubscribe_back_in_stock(p_token text) to anon, authenticated, service_role;
