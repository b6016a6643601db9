-- The guest order lookup's limits, rebuilt so that nobody can lock a customer out of their own order.
--
-- Until now failures were counted per client (the first X-Forwarded-For entry, which the caller writes) and
-- per order number for everyone: ten failed guesses on a number, from anywhere, refused that number to its
-- own customer for 15 minutes. Now every failure is counted against the pair (order number, client) and
-- against the client, the client being the address the platform vouches for (public.request_client_hash()):
--   - per pair: 3 failures are free, then each further attempt waits 30 s, 1 min, 2 min, 4 min ... (doubling,
--     at most 1 hour) after the pair's last failure; failures older than a day no longer count;
--   - per client, across numbers: 10 failures in 15 minutes, then nothing until the oldest leaves the window.
-- There is no limit per number alone: an attacker's failures, from any number of addresses, never refuse the
-- customer, who looks up from an address of their own. A success clears the pair's failures.
--
-- A refused attempt raises SQLSTATE PT429 (HTTP 429) with the message too_many_attempts, the detail
-- retry_after=<seconds> (the app shows the wait) and a hint in words; it is not counted as a failure.
-- The allow-list entry of 20261121000020_checkout.sql stands: anon and authenticated may execute it.

-- The old keys (client:<first x-forwarded-for>, number:<n>) mean nothing under the new rule.
delete from public.order_lookup_failures;

create index order_lookup_failures_client_number_idx
  on public.order_lookup_failures (client_key, order_number, created_at desc);

create or replace function public.lookup_order(p_number text, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_number text := left(upper(btrim(coalesce(p_number, ''))), 40);
  v_email text := lower(btrim(coalesce(p_email, '')));
  -- Without a vouched-for address (a direct SQL call) every such caller shares one bucket.
  v_client text := coalesce(public.request_client_hash(), 'unknown');
  v_pair_failures integer;
  v_pair_last timestamptz;
  v_client_failures integer;
  v_client_oldest timestamptz;
  v_ready_at timestamptz;
  v_retry integer;
  v_order_id uuid;
begin
  -- One client's attempts one after the other, so that the counts below cannot be raced.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('order-lookup:' || v_client, 0));

  select count(*), max(f.created_at) into v_pair_failures, v_pair_last
  from public.order_lookup_failures f
  where f.client_key = v_client and f.order_number = v_number
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

  -- lower() on both sides: with an empty search_path the citext operator is not in scope.
  select o.id into v_order_id
  from public.orders o
  where o.number = v_number and lower(o.email::text) = v_email;

  if v_order_id is null then
    insert into public.order_lookup_failures (client_key, order_number) values (v_client, v_number);
    -- Old failures no longer count; clear them now and then.
    if random() < 0.05 then
      delete from public.order_lookup_failures where created_at < pg_catalog.now() - interval '1 day';
    end if;
    return null;
  end if;

  delete from public.order_lookup_failures f where f.client_key = v_client and f.order_number = v_number;
  return public.order_summary(v_order_id, false);
end;
$$;

comment on function public.lookup_order(text, text) is
  'A guest''s order by number + email, or null; failures back off per (number, client) and per client (PT429 too_many_attempts, detail retry_after=<s>).';
