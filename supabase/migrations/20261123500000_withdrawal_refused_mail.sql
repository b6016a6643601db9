-- The customer hears of a refused withdrawal. admin_refuse_withdrawal (20261123100220) recorded the refusal and
-- its reason in the order's trail only, so the person who withdrew was never told; now it queues the mail
-- `withdrawal_refused` (once per withdrawal, in the order's language) with the reason, and the send-emails
-- template says how to dispute it (the shop's contact page, the consumer mediator of the terms of sale).
-- queue_withdrawal_mail (latest: 20261123200500) adds the reason to its data; admin_refuse_withdrawal is
-- copied from 20261123100220 with the one new call.

alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'order_confirmation',
  'reservation_confirmation',
  'balance_paid',
  'balance_due',
  'community_confirmation',
  'order_cancelled',
  'order_shipped',
  'payment_refunded',
  'withdrawal_acknowledged',
  'withdrawal_refunded',
  'withdrawal_refused',
  'account_erased'
));

create or replace function public.queue_withdrawal_mail(p_withdrawal_id uuid, p_kind text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  w public.withdrawals;
  o public.orders;
  v_outbox_id uuid;
begin
  select * into w from public.withdrawals where id = p_withdrawal_id;
  if not found then
    return;
  end if;
  select * into o from public.orders where id = w.order_id;

  v_outbox_id := public.enqueue_mail(
    p_kind,
    o.email::text,
    o.locale,
    o.id,
    jsonb_strip_nulls(jsonb_build_object(
      'event_key', w.id,
      'order_number', o.number,
      'name', o.name,
      'currency', o.currency,
      'requested_at', w.requested_at,
      'refund_deadline', w.refund_deadline,
      'not_shipped', o.status in ('paid', 'deposit_paid', 'fulfilled'),
      'site_url', public.site_url(),
      'reference', upper(left(w.id::text, 8)),
      'refund_amount', w.refund_amount,
      'refused_reason', w.refused_reason,
      'lines', coalesce((
        select jsonb_agg(
                 jsonb_build_object('name', i.product_name, 'quantity', wi.quantity, 'total', i.unit_price * wi.quantity)
                 order by i.created_at, i.id)
        from public.withdrawal_items wi
        join public.order_items i on i.id = wi.order_item_id
        where wi.withdrawal_id = w.id
      ), '[]'::jsonb)
    ))
  );

  if v_outbox_id is not null then
    insert into public.order_events (order_id, actor_id, type, data)
    values (o.id, null, 'email', jsonb_build_object(
      'kind', p_kind, 'outbox_id', v_outbox_id, 'to', o.email::text, 'withdrawal_id', w.id
    ));
  end if;
end;
$$;

revoke execute on function public.queue_withdrawal_mail(uuid, text) from public, anon, authenticated;

create or replace function public.admin_refuse_withdrawal(p_withdrawal_id uuid, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
  w public.withdrawals;
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  if not public.is_admin() then
    raise exception 'only an admin refuses a withdrawal' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin acts on withdrawals after the two-factor challenge (aal2).';
  end if;
  if length(v_reason) = 0 or length(v_reason) > 2000 or public.has_control_characters(v_reason, true) then
    raise exception 'a refusal needs a reason of at most 2000 characters'
      using errcode = 'check_violation', hint = 'refusal_reason_required';
  end if;
  select order_id into v_order_id from public.withdrawals where id = p_withdrawal_id;
  if v_order_id is null then
    raise exception 'withdrawal not found' using errcode = 'no_data_found';
  end if;
  perform 1 from public.orders where id = v_order_id for update;
  select * into w from public.withdrawals where id = p_withdrawal_id for update;
  if w.status <> 'requested' then
    raise exception 'this withdrawal was already %', w.status
      using errcode = 'check_violation', hint = 'withdrawal_already_processed';
  end if;
  update public.withdrawals
  set status = 'refused', refused_reason = v_reason, processed_at = pg_catalog.now(), processed_by = auth.uid()
  where id = w.id;
  insert into public.order_events (order_id, actor_id, type, note, data)
  values (v_order_id, auth.uid(), 'note', 'Withdrawal refused: ' || v_reason,
          jsonb_build_object('kind', 'withdrawal_refused', 'withdrawal_id', w.id));
  perform public.queue_withdrawal_mail(w.id, 'withdrawal_refused');
  return public.withdrawal_json(w.id);
end;
$$;


revoke execute on function public.admin_refuse_withdrawal(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_refuse_withdrawal(uuid, text) to authenticated;
