create or replace function public.order_lookup_gate(p_number text)
  returns text language plpgsql set search_path to ''
as $function$
declare
  -- Without a vouched-for address (a direct SQL call) every such caller shares one bucket.
  v_client text := coalesce(public.request_client_hash(), 'unknown');
  v_pair_failures integer;
  v_pair_last timestamptz;
  v_client_failures integer;
  v_client_oldest timestamptz;
  v_ready_at timestamptz;
  v_retry integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('order-lookup:' || v_client, 0));

  select count(*), max(f.created_at) into v_pair_failures, v_pair_last
  from public.order_lookup_failures f
  where f.client_key = v_client and f.order_number = p_number
    and f.created_at > pg_catalog.now() - interval '1 day';
  if v_pair_failures >= 3 then
    v_ready_at := v_pair_last
      + least(interval '30 seconds' * power(2, least(v_pair_failures - 3, 10)), interval '1 hour');
  end if;

  select count(*), min(f.created_at) into v_client_failures, v_client_oldest
  from public.order_lookup_failures f
  where f.client_key = v_client and f.created_at > pg_catalog.now() - interval '15 minutes';
  if v_client_failures >= 10 then
    v_ready_at := greatest(v_ready_at, v_client_oldest + interval '15 minutes');
  end if;

  if v_ready_at > pg_catalog.now() then
    v_retry := greatest(ceil(extract(epoch from v_ready_at - pg_catalog.now()))::integer, 1);
    raise exception using errcode = 'PT429', message = 'too_many_attempts',
      detail = 'retry_after=' || v_retry,
      hint = 'Too many failed lookups: try again in ' || v_retry || ' seconds.';
  end if;
  return v_client;
end;
$function$;

revoke all on function public.order_lookup_gate(p_number text) from public, anon, authenticated, service_role;
grant execute on function public.order_lookup_gate(p_number text) to service_role;
