-- The guard triggers' refusals with the code as the message, as src/lib/db-error.ts and the refund and shipment
-- functions (20261124400000, 20261124400010) have it: PostgREST answers { code, message, details, hint } and a
-- caller reads the machine code from message. These triggers raised a sentence as the message and their code as
-- the hint; the sentence is now the hint (for people reading logs), the code the message, the SQLSTATE and the
-- detail as they were. The same bodies otherwise, each copied from the latest migration that defined it. The
-- db-lint test (tests/integration/db-lint.test.ts) fails if a function of public raises a code as its hint again.

-- order_events_refuse_update: as in 20261123100500_personal_data.sql (which added the erasure's exception).
create or replace function public.order_events_refuse_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.actor_id is not null and new.actor_id is null
     and to_jsonb(new) - 'actor_id' = to_jsonb(old) - 'actor_id' then
    return new;
  end if;
  if current_setting('app.erasing', true) = 'on'
     and to_jsonb(new) - array['actor_id', 'note', 'data'] = to_jsonb(old) - array['actor_id', 'note', 'data'] then
    return new;
  end if;
  raise exception using errcode = 'insufficient_privilege', message = 'order_history_append_only',
    hint = pg_catalog.format('order history is append-only: event %s of order %s cannot be changed', old.id, old.order_id);
end;
$$;

-- refuse_direct_money_change: as in 20261123000210_order_history_append_only.sql.
create or replace function public.refuse_direct_money_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  v_columns text[];
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    select array_agg(c order by c) into v_columns
    from unnest(tg_argv) as c
    where v_new -> c is distinct from v_old -> c;
  else
    select array_agg(c order by c) into v_columns
    from unnest(array['amount_paid', 'refunded_amount']) as c
    where v_new ? c and coalesce((v_new ->> c)::numeric, 0) <> 0;
  end if;
  if v_columns is not null then
    raise exception using errcode = 'insufficient_privilege', message = 'money_columns_protected',
      hint = pg_catalog.format(
        '%s of %s cannot be changed through the API: the amounts change only with a payment, a cancellation or a refund',
        array_to_string(v_columns, ', '), tg_table_name),
      detail = 'Refunds are recorded with admin_record_refund (amount and reason).';
  end if;
  return new;
end;
$$;

-- orders_set_delivered_at: as in 20261123100200_withdrawals.sql.
create or replace function public.orders_set_delivered_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') or new.delivered_at is null then
      new.delivered_at := case when new.status = 'delivered' then pg_catalog.now() end;
    end if;
    return new;
  end if;
  if new.status is distinct from old.status and new.status = 'delivered' then
    new.delivered_at := pg_catalog.now();
  elsif new.delivered_at is distinct from old.delivered_at and current_user in ('anon', 'authenticated') then
    raise exception using errcode = 'insufficient_privilege', message = 'delivered_at_protected',
      hint = 'delivered_at is set when the order is marked delivered, not through the API';
  end if;
  return new;
end;
$$;

-- invoices_immutable: as in 20261123100400_invoices.sql.
create or replace function public.invoices_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_fixed text[] := array['finalized_at', 'amount_excl', 'vat_amount', 'vat_rate', 'snapshot'];
begin
  if tg_op = 'DELETE' then
    raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
      hint = pg_catalog.format('invoice %s is kept: invoices are never deleted', old.number);
  end if;
  if old.finalized_at is null and new.finalized_at is not null
     and (to_jsonb(new) - v_fixed) = (to_jsonb(old) - v_fixed)
     and new.snapshot @> old.snapshot then
    return new;
  end if;
  raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
    hint = pg_catalog.format('invoice %s cannot be changed: an invoice, once issued, stays as issued', old.number);
end;
$$;

-- invoices_numbered: as in 20261123100400_invoices.sql.
create or replace function public.invoices_numbered()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.invoice_series s
    where s.series = new.series and s.year = new.year and s.last_number = new.sequence_number
  ) or new.number is distinct from (
    new.series || '-' || new.year::text || '-'
      || (case when new.sequence_number < 1000000 then lpad(new.sequence_number::text, 6, '0')
               else new.sequence_number::text end)
  ) then
    raise exception using errcode = 'check_violation', message = 'invoices_numbered',
      hint = pg_catalog.format('invoice %s is not the number its series just issued', new.number),
      detail = 'Invoices and credit notes are issued by the trigger orders_zz_invoices only.';
  end if;
  return new;
end;
$$;

-- invoice_exchange_rates_immutable: as in 20261123110200_invoice_exchange_rates.sql.
create or replace function public.invoice_exchange_rates_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'insufficient_privilege', message = 'invoice_exchange_rates_immutable',
    hint = 'an invoice''s exchange rate is recorded once and never changed';
end;
$$;
