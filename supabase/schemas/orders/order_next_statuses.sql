create or replace function public.order_next_statuses(from_status public.order_status)
  returns public.order_status[] language sql immutable parallel safe set search_path to ''
as $function$
  select case from_status
    when 'pending_payment' then array['paid', 'deposit_paid', 'cancelled']::public.order_status[]
    when 'deposit_paid' then array['paid', 'cancelled', 'refunded']::public.order_status[]
    when 'paid' then array['fulfilled', 'cancelled', 'refunded']::public.order_status[]
    when 'fulfilled' then array['shipped', 'cancelled', 'refunded']::public.order_status[]
    when 'shipped' then array['delivered', 'refunded']::public.order_status[]
    when 'delivered' then array['refunded']::public.order_status[]
    when 'cancelled' then array['refunded']::public.order_status[]
    else array[]::public.order_status[]
  end
$function$;

comment on function "public"."order_next_statuses"(public.order_status) is 'The statuses an order may move to from the given one (the admin offers exactly these).';

revoke all on function public.order_next_statuses(from_status order_status) from public, anon, authenticated, service_role;
grant execute on function public.order_next_statuses(from_status order_status) to anon, authenticated, public, service_role;
