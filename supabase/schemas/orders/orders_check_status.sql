create or replace function public.orders_check_status()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  if new.status is distinct from old.status then
    -- Fulfilment prepares, ships and delivers; a move that settles money (paid, cancelled, refunded) is the
    -- owner's or an admin's.
    if public.staff_role() = 'fulfilment' and new.status not in ('fulfilled', 'shipped', 'delivered') then
      raise exception 'owner_or_admin_only' using errcode = 'insufficient_privilege',
        hint = pg_catalog.format('fulfilment staff cannot move an order to %s', new.status);
    end if;
    if not new.status = any (public.order_next_statuses(old.status)) then
      raise exception 'order % cannot go from % to %', old.number, old.status, new.status
        using errcode = 'check_violation',
              hint = 'Allowed next statuses: ' || array_to_string(public.order_next_statuses(old.status), ', ');
    end if;
    if new.status = 'cancelled' and new.amount_paid - new.refunded_amount - new.refund_due > 0 then
      raise exception 'refund_required' using errcode = 'check_violation',
        hint = 'A paid order is cancelled with the refund of what was paid: use admin_cancel_order, which asks the payment provider for it.';
    end if;
    if new.status = 'refunded' and (new.refunded_amount <= 0 or new.refund_due > 0) then
      raise exception 'refund_not_made' using errcode = 'check_violation',
        hint = 'An order is marked refunded once the payment provider has made its refund: record the refund with admin_record_refund.';
    end if;
    if new.status in ('paid', 'deposit_paid') and new.paid_at is null then
      new.paid_at := pg_catalog.now();
    elsif new.status = 'cancelled' then
      new.cancelled_at := coalesce(new.cancelled_at, pg_catalog.now());
    end if;
  end if;
  return new;
end;
$function$;

revoke all on function public.orders_check_status() from public, anon, authenticated, service_role;
grant execute on function public.orders_check_status() to anon, authenticated, public, service_role;
