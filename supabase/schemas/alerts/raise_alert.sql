create or replace function public.raise_alert(
  p_kind               text,
  p_subject_key        text,
  p_details            jsonb   default '{}'::jsonb,
  p_order_id           uuid    default null,
  p_product_id         uuid    default null,
  p_withdrawal_id      uuid    default null,
  p_contact_message_id uuid    default null,
  p_mail               boolean default true
)
  returns uuid language plpgsql security definer set search_path to ''
as $function$
declare
  v_id uuid;
begin
  -- An event (an order paid, a refund failed, a mail given up) is raised once for good: a redelivery after an
  -- admin cleared it raises nothing. A condition (low stock, webhooks refused) is raised again once its alert
  -- was cleared and it happens again.
  if p_kind not in ('low_stock', 'webhook_refused')
     and exists (select 1 from public.alerts a where a.kind = p_kind and a.subject_key = p_subject_key) then
    return null;
  end if;
  -- Concurrent raises of one subject meet on the open alert's unique index: one row, the others nothing.
  insert into public.alerts (kind, subject_key, urgency, details, order_id, product_id, withdrawal_id,
                             contact_message_id)
  values (p_kind, p_subject_key, public.alert_urgency(p_kind), coalesce(p_details, '{}'::jsonb), p_order_id,
          p_product_id, p_withdrawal_id, p_contact_message_id)
  on conflict (kind, subject_key) where cleared_at is null do nothing
  returning id into v_id;
  if v_id is not null and p_mail and public.alert_urgency(p_kind) = 'urgent' then
    perform public.mail_alert(v_id);
  end if;
  return v_id;
end;
$function$;

comment on function "public"."raise_alert"(text, text, jsonb, uuid, uuid, uuid, uuid, boolean) is 'Raises an alert once per kind and subject (in the transaction of its event) and mails an urgent one to the owners; null when it was already raised. p_mail false: listed only (a failed alert mail is not mailed again).';

revoke all on function public.raise_alert(p_kind text, p_subject_key text, p_details jsonb, p_order_id uuid, p_product_id uuid, p_withdrawal_id uuid, p_contact_message_id uuid, p_mail boolean) from public, anon, authenticated, service_role;
grant execute on function public.raise_alert(p_kind text, p_subject_key text, p_details jsonb, p_order_id uuid, p_product_id uuid, p_withdrawal_id uuid, p_contact_message_id uuid, p_mail boolean) to service_role;
