create or replace function public.release_expired_holds()
  returns integer language plpgsql security definer set search_path to ''
as $function$
declare
  v_ids uuid[];
  v_released integer;
  v_order uuid;
begin
  -- SKIP LOCKED: a hold a payment or a cancellation is working on is theirs to settle; the next run sees the
  -- rest.
  select array_agg(id order by id) into v_ids
  from (
    select h.id from public.stock_holds h
    where h.status = 'held' and h.expires_at <= pg_catalog.now()
    for update skip locked
  ) expired;
  v_released := public.release_hold_rows(v_ids, 'expired');

  update public.payment_sessions s
  set status = 'expired', closed_at = pg_catalog.now()
  where s.id in (
    select x.id from public.payment_sessions x
    where x.status in ('opening', 'open') and x.expires_at <= pg_catalog.now()
    for update skip locked
  );

  -- Checkout orders nobody paid within 24 hours: cancelled, so that they can no longer be paid or reopened.
  for v_order in
    select o.id
    from public.orders o
    where o.status = 'pending_payment'
      and o.created_at < pg_catalog.now() - interval '24 hours'
      and exists (select 1 from public.payment_sessions s where s.order_id = o.id)
      and not exists (
        select 1 from public.payment_sessions s where s.order_id = o.id and s.status in ('opening', 'open')
      )
    order by o.created_at
    limit 500
    for update of o skip locked
  loop
    update public.orders set status = 'cancelled', balance_due = 0 where id = v_order;
    update public.reservations
    set status = 'cancelled', cancelled_at = pg_catalog.now(), balance_due = 0
    where order_id = v_order and status = 'pending_payment';
    insert into public.order_events (order_id, actor_id, type, note)
    values (v_order, null, 'note', 'Not paid within 24 hours: cancelled by the shop.');
  end loop;

  -- The heartbeat (docs/alerts.md): this run is stamped (the Ready to sell checklist reads it), and the mail
  -- job is checked for lateness.
  perform public.record_job_run('release-expired-holds');
  return v_released;
end;
$function$;

comment on function "public"."release_expired_holds"() is 'The sweep (every minute): releases holds past their expiry, closes expired sessions, cancels checkout orders unpaid after 24 hours, stamps its heartbeat (record_job_run).';

revoke all on function public.release_expired_holds() from public, anon, authenticated, service_role;
grant execute on function public.release_expired_holds() to service_role;
