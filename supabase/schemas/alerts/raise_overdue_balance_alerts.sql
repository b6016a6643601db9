create or replace function public.raise_overdue_balance_alerts()
  returns integer language plpgsql security definer set search_path to ''
as $function$
declare
  v_order record;
  v_raised integer := 0;
begin
  -- A balance is due 14 days after the shop asked for it (admin_request_balance's balance_requested event).
  for v_order in
    select o.id, o.number, e.created_at + interval '14 days' as due_at
    from public.order_events e
    join public.orders o on o.id = e.order_id
    where e.type = 'balance_requested'
      and e.created_at < pg_catalog.now() - interval '14 days'
      and o.status = 'deposit_paid'
      and o.balance_due > 0
      and not exists (
        select 1 from public.alerts a where a.kind = 'balance_overdue' and a.subject_key = o.id::text
      )
  loop
    if public.raise_alert('balance_overdue', v_order.id::text, jsonb_build_object(
         'order_number', v_order.number,
         'due_at', v_order.due_at
       ), v_order.id) is not null then
      v_raised := v_raised + 1;
    end if;
  end loop;
  -- Paid or cancelled since: nothing is waiting any more.
  update public.alerts a
  set cleared_at = pg_catalog.now()
  where a.kind = 'balance_overdue' and a.cleared_at is null
    and not exists (
      select 1 from public.orders o where o.id = a.order_id and o.status = 'deposit_paid' and o.balance_due > 0
    );
  return v_raised;
end;
$function$;

comment on function "public"."raise_overdue_balance_alerts"() is 'Run by the sweep: raises balance_overdue for each reservation whose balance, asked for 14 days ago or more, is still unpaid, and clears those paid or cancelled since.';

revoke all on function public.raise_overdue_balance_alerts() from public, anon, authenticated, service_role;
grant execute on function public.raise_overdue_balance_alerts() to service_role;
