create or replace function public.checkout_client_guard(p_client text, p_email text, p_order_key text)
  returns void language plpgsql set search_path to ''
as $function$
declare
  v_pages integer;
  v_last timestamptz;
  v_oldest timestamptz;
  v_wait integer;
  v_retry integer;
begin
  if p_client is null then
    return;
  end if;
  select count(*), max(s.created_at) into v_pages, v_last
  from public.orders o
  join public.payment_sessions s on s.order_id = o.id and s.purpose = 'order'
  where o.client_hash = p_client and o.user_id is null and o.amount_paid = 0
    and s.created_at > pg_catalog.now() - interval '1 hour';
  if v_pages >= 10 then
    v_wait := least(30 * power(2, v_pages - 10), 1800)::integer;
    v_retry := ceil(extract(epoch from v_last + pg_catalog.make_interval(secs => v_wait) - pg_catalog.now()))::integer;
    if v_retry > 0 then
      raise exception using errcode = 'PT429', message = 'checkout_slowed',
        detail = 'retry_after=' || v_retry,
        hint = 'Too many payment pages were opened and not paid from this connection: try again in ' || v_retry || ' seconds.';
    end if;
  end if;
  if p_email is not null then
    select count(*), min(o.created_at) into v_pages, v_oldest
    from public.orders o
    where o.email = p_email and o.client_hash = p_client and o.user_id is null and o.amount_paid = 0
      and o.idempotency_key is distinct from p_order_key
      and o.created_at > pg_catalog.now() - interval '1 hour';
    if v_pages >= 5 then
      v_retry := greatest(ceil(extract(epoch from v_oldest + interval '1 hour' - pg_catalog.now()))::integer, 1);
      raise exception using errcode = 'PT429', message = 'too_many_checkouts',
        detail = 'retry_after=' || v_retry,
        hint = 'Too many unpaid orders for this email address: try again in ' || v_retry || ' seconds.';
    end if;
  end if;
end;
$function$;

comment on function "public"."checkout_client_guard"(text, text, text) is 'create_checkout_order''s per-client limits on guest payment pages nobody paid (PT429 checkout_slowed) and unpaid orders per email from one client (PT429 too_many_checkouts).';

revoke all on function public.checkout_client_guard(p_client text, p_email text, p_order_key text) from public, anon, authenticated, service_role;
grant execute on function public.checkout_client_guard(p_client text, p_email text, p_order_key text) to service_role;
