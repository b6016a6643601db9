create or replace function public.admin_cancel_order(p_order_id uuid, p_reason text default null::text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  o public.orders;
  v_refund numeric(12, 2);
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if not public.is_admin() then
    raise exception 'only an admin cancels orders' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin cancels orders after the two-factor challenge (aal2).';
  end if;
  if length(v_reason) > 2000 then
    raise exception 'reason_too_long' using errcode = 'check_violation',
      hint = 'a reason has at most 2000 characters';
  end if;
  select * into o from public.orders where id = p_order_id for update;
  if o.id is null then
    raise exception 'order_not_found' using errcode = 'PT404', hint = 'No order has this id.';
  end if;
  if not 'cancelled' = any (public.order_next_statuses(o.status)) then
    raise exception 'not_cancellable' using errcode = 'check_violation',
      hint = pg_catalog.format('an order %s cannot be cancelled', o.status);
  end if;

  v_refund := o.amount_paid - o.refunded_amount - o.refund_due;
  if v_refund > 0 then
    perform public.request_refund(o.id, v_refund, 'cancelled_by_shop', auth.uid(), v_reason);
  end if;
  update public.reservations
  set status = 'cancelled', cancelled_at = pg_catalog.now(), balance_due = 0
  where order_id = o.id and status not in ('cancelled', 'refunded', 'completed');
  update public.orders set status = 'cancelled', balance_due = 0 where id = o.id;
  if v_reason is not null then
    insert into public.order_events (order_id, actor_id, type, note)
    values (o.id, auth.uid(), 'note', 'Cancelled: ' || v_reason);
  end if;
  return jsonb_build_object(
    'status', 'cancelled',
    'refund_amount', greatest(v_refund, 0),
    'refund_state', case when v_refund > 0 then 'pending' else 'none' end
  );
end;
$function$;

comment on function "public"."admin_cancel_order"(uuid, text) is 'An admin at aal2 cancels an order; what is left of its money is asked back from the payment provider in the same transaction (pending until issue-refunds has it made).';

revoke all on function public.admin_cancel_order(p_order_id uuid, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_cancel_order(p_order_id uuid, p_reason text) to authenticated, service_role;
