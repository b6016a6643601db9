-- Unknown ids to the admin functions of withdrawals, mails and prices answer 404 with a message (issue 27 item
-- 8; why PT404 and not P0002: 20261127300100_shipment_unknown_order_404.sql). admin_refuse_withdrawal and
-- admin_reference_price_preview raised P0002 (a 500); admin_retry_mail called an unknown mail "not failed"
-- (400); admin_outbox_mails answered an unknown order with an empty list. The same bodies otherwise.

-- admin_refuse_withdrawal: as in 20261124400000_refund_errors_in_message.sql, withdrawal_not_found raised as PT404.
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
    raise exception 'refusal_reason_required' using errcode = 'check_violation',
      hint = 'a refusal needs a reason of at most 2000 characters';
  end if;
  select order_id into v_order_id from public.withdrawals where id = p_withdrawal_id;
  if v_order_id is null then
    raise exception 'withdrawal_not_found' using errcode = 'PT404',
      hint = 'No withdrawal has this id.';
  end if;
  perform 1 from public.orders where id = v_order_id for update;
  select * into w from public.withdrawals where id = p_withdrawal_id for update;
  if w.status <> 'requested' then
    raise exception 'withdrawal_already_processed' using errcode = 'check_violation',
      hint = pg_catalog.format('this withdrawal was already %s', w.status);
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

-- admin_outbox_mails: as in 20261123200000_mail_outbox_worker.sql, an order id that is no order is refused.
create or replace function public.admin_outbox_mails(p_order_id uuid default null, p_limit integer default 100)
returns table (
  id uuid,
  kind text,
  to_email text,
  locale text,
  order_id uuid,
  order_number text,
  state text,
  attempts integer,
  last_error text,
  created_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  next_attempt_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admins_only' using errcode = 'insufficient_privilege';
  end if;
  if p_order_id is not null and not exists (select 1 from public.orders o where o.id = p_order_id) then
    raise exception 'order_not_found' using errcode = 'PT404',
      hint = 'No order has this id.';
  end if;
  return query
  select m.id, m.kind, m.to_email, m.locale, m.order_id, o.number::text,
         case when m.sent_at is not null then 'sent'
              when m.failed_at is not null then 'failed'
              when m.attempts > 0 then 'retrying'
              else 'queued' end,
         m.attempts, m.last_error, m.created_at, m.sent_at, m.failed_at, m.next_attempt_at
  from public.email_outbox m
  left join public.orders o on o.id = m.order_id
  where (p_order_id is null and m.failed_at is not null and m.sent_at is null)
     or (p_order_id is not null and m.order_id = p_order_id)
  order by m.created_at desc
  limit greatest(1, least(coalesce(p_limit, 100), 500));
end;
$$;

-- admin_retry_mail: as in 20261123200000_mail_outbox_worker.sql, an unknown mail is mail_not_found.
create or replace function public.admin_retry_mail(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.email_outbox;
begin
  if not public.is_admin() then
    raise exception 'admins_only' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin retries a mail after the two-factor challenge (aal2).';
  end if;
  select * into m from public.email_outbox where id = p_id for update;
  if not found then
    raise exception 'mail_not_found' using errcode = 'PT404',
      hint = 'No mail has this id.';
  end if;
  if m.sent_at is not null or m.failed_at is null then
    raise exception 'mail_not_failed' using errcode = 'check_violation',
      hint = 'Only a mail that failed for good can be sent again.';
  end if;
  update public.email_outbox
  set failed_at = null, attempts = 0, next_attempt_at = pg_catalog.now(), locked_until = null
  where id = p_id;
  if m.order_id is not null then
    insert into public.order_events (order_id, actor_id, type, note, data)
    values (m.order_id, auth.uid(), 'note', 'Mail queued again: ' || m.kind,
            jsonb_build_object('kind', 'mail_retried', 'outbox_id', m.id));
  end if;
end;
$$;

-- admin_reference_price_preview: as in 20261123100310_price_history.sql, product_not_found raised as PT404.
create or replace function public.admin_reference_price_preview(
  p_product uuid,
  p_price numeric,
  p_on_sale boolean,
  p_price_euros numeric default null
)
returns table (currency text, reference_price numeric)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_product public.products%rowtype;
  v_currency text;
  v_price numeric;
  v_current public.product_price_history%rowtype;
  v_start timestamptz;
  v_reference numeric;
begin
  if not (select public.is_admin()) then
    raise exception 'admins only' using errcode = '42501';
  end if;
  select * into v_product from public.products where id = p_product;
  if not found then
    raise exception 'product_not_found' using errcode = 'PT404',
      hint = 'No product has this id.';
  end if;
  foreach v_currency in array array['usd', 'eur'] loop
    currency := v_currency;
    reference_price := null;
    v_price := case v_currency when 'usd' then p_price else coalesce(p_price_euros, p_price) end;
    if p_on_sale and v_price is not null then
      select * into v_current
      from public.product_price_history h
      where h.product_id = p_product and h.currency = v_currency and h.valid_to is null;
      if found and v_current.price = v_price and v_product.on_sale then
        -- Nothing changes: the reduction in force keeps its start.
        v_start := greatest(v_current.valid_from, coalesce(v_product.on_sale_since, v_current.valid_from));
      else
        -- A new price, or the sale turned on: the reduction would start at the save.
        v_start := now();
      end if;
      v_reference := public.lowest_price_before(p_product, v_currency, v_start);
      if v_reference > v_price then
        reference_price := v_reference;
      end if;
    end if;
    return next;
  end loop;
end;
$$;
