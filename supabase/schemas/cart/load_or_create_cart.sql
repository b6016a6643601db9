create or replace function public.load_or_create_cart()
  returns jsonb language plpgsql set search_path to ''
as $function$
declare
  v_user uuid := auth.uid();
  v_cart jsonb;
begin
  if v_user is null then
    raise exception 'sign_in_required' using errcode = '42501';
  end if;

  for attempt in 1..2 loop
    -- One statement, one snapshot: the version and the lines always belong together.
    select jsonb_build_object(
             'id', c.id,
             'version', c.version,
             'items', coalesce((
               select jsonb_agg(jsonb_build_object(
                        'product_id', i.product_id,
                        'product_name', i.product_name,
                        'product_image', i.product_image,
                        'product_price', i.product_price,
                        'quantity', i.quantity,
                        'currency', i.currency
                      ) order by i.position, i.product_id)
               from public.cart_items i
               where i.cart_id = c.id
             ), '[]'::jsonb)
           )
    into v_cart
    from public.carts c
    where c.user_id = v_user and c.status = 'active';
    if v_cart is not null then
      return v_cart;
    end if;
    -- A concurrent first load may insert the same row: the unique index makes this one wait for it and do
    -- nothing, and the next select (a new snapshot under READ COMMITTED) sees the committed cart.
    insert into public.carts (user_id, status)
    values (v_user, 'active')
    on conflict (user_id) where status = 'active' do nothing;
  end loop;
  raise exception 'cart_not_found' using errcode = 'PT404';
end;
$function$;

comment on function "public"."load_or_create_cart"() is 'The caller''s active cart {id, version, items}, created when there is none; safe to call concurrently.';

revoke all on function public.load_or_create_cart() from public, anon, authenticated, service_role;
grant execute on function public.load_or_create_cart() to authenticated, service_role;
