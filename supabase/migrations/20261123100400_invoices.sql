-- Invoices (factures) and credit notes (avoirs): CGI art. 289 and annexe II art. 242 nonies A.
--
-- What is issued, and when (trigger orders_zz_invoices on public.orders, whoever moves the order: the
-- webhook's record_payment, an admin recording a payment received outside the shop):
--   - pending_payment -> paid: one invoice for the order (purpose 'full');
--   - pending_payment -> deposit_paid: a deposit invoice (facture d'acompte, purpose 'deposit') for the
--     amount due at the reservation (the 50% deposit). VAT on a deposit for goods is due when it is collected
--     (CGI art. 269, 2, a, since 1 January 2023), so the deposit invoice carries its own VAT;
--   - deposit_paid -> paid: the balance invoice (facture de solde, purpose 'balance'): every line of the order
--     and its totals, less the deposit invoice(s) (number, excl. VAT, VAT, incl. VAT), the balance being this
--     invoice's amount;
--   - orders.refunded_amount going up: a credit note (avoir, purpose 'refund') for the amount, referencing the
--     order's invoices. A refund that settles a payment the order never took (record_refund with from_due,
--     i.e. orders.refund_due going down by the same amount: a payment after cancellation, a second payment, a
--     payment after the last units sold) gives no credit note: that money was never invoiced. A credit note
--     never exceeds what was invoiced and not yet credited.
-- Each only once: the status moves of public.order_next_statuses never enter paid or deposit_paid twice, a
-- provider event delivered twice is 'duplicate' in record_payment before anything moves, and a unique index
-- allows one invoice per order and purpose.
--
-- Numbering: two series, each one unbroken chronological sequence per calendar year (Europe/Paris), the year
-- part of the number: invoices F-2026-000001, F-2026-000002 ...; credit notes A-2026-000001 ... (the tax
-- administration accepts separate series for distinct kinds of documents, and a yearly restart when the year
-- is part of the number, as long as each series is unbroken and chronological). Not a sequence (a rolled
-- back transaction would leave a gap): one counter row per series (invoice_series), locked FOR UPDATE in the
-- same transaction as the invoice insert, so a rollback takes its number back and concurrent payments take
-- turns; issued_at is read from the clock after the lock, so numbers and dates rise together. The lock is
-- taken last in a payment (the trigger's name sorts after the other AFTER triggers of orders, which take the
-- products' rows), so it never waits inside another lock order.
--
-- The document: invoices.snapshot, frozen, holds everything printed. At issue SQL writes what it knows: the
-- number, dates, order, customer (name, address, email: the order's, kept even if the order is later
-- anonymised), lines with their prices incl. VAT, totals incl. VAT, the payment date, deductions or references.
-- The seller's legal facts and the VAT rate have one source of truth, supabase/functions/_shared/legal-facts.ts:
-- the invoice-pdf function passes them to invoice_documents(), which freezes them into every document of the
-- order not yet finalised, with the amounts excl. VAT and the VAT worked out from that rate, once (finalized_at).
-- The receipt page and the order pages list the documents through that function right after payment, so
-- facts are frozen within moments of the issue; a document is never rendered from anything but its snapshot.
-- Amounts: line excl. VAT = round(line incl. VAT / (1 + rate), 2); total excl. VAT = sum of those; VAT = total
-- incl. VAT - total excl. VAT, so the three totals always add up.
--
-- Invoices are never deleted or rewritten, by anyone (trigger invoices_immutable); the only update is that
-- one-time finalisation. A row can only be inserted with the number its series has just given (trigger
-- invoices_numbered), so not even the service role can write one outside the sequence. Orders that have
-- invoices cannot be deleted (foreign key restrict): an erasure of personal data keeps them (Code de commerce
-- L123-22: 10 years).
--
-- Who reads: owners their own invoices and admins all, through RLS (select only); the PDF through the
-- invoice-pdf function (owner, receipt token, number + email through lookup_order's limits, admin at aal2).
-- Service role only: invoice_documents, invoice_lookup_order. Helpers and the trigger function: not callable
-- through the API.

-- ---------------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------------

create table public.invoice_series (
  series text primary key check (series in ('F', 'A')),
  -- The calendar year (Europe/Paris) of the last number issued, and that number.
  year integer,
  last_number integer not null default 0 check (last_number >= 0)
);

comment on table public.invoice_series is
  'One counter row per numbering series (F: invoices, A: credit notes), locked FOR UPDATE by the transaction that issues a document: numbers without gaps.';

insert into public.invoice_series (series) values ('F'), ('A');

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  series text not null references public.invoice_series (series),
  year integer not null,
  sequence_number integer not null check (sequence_number > 0),
  kind text not null check (kind in ('invoice', 'credit_note')),
  purpose text not null check (purpose in ('full', 'deposit', 'balance', 'refund')),
  -- restrict: an order with invoices is kept (erasure anonymises it instead).
  order_id uuid not null references public.orders (id) on delete restrict,
  issued_at timestamptz not null,
  currency text not null check (currency in ('usd', 'eur')),
  -- This document's amount incl. VAT (a credit note's is the amount credited, positive).
  amount_incl numeric(12, 2) not null check (amount_incl > 0),
  -- Set once, when the seller's facts and the VAT rate are frozen in (invoice_documents).
  amount_excl numeric(12, 2),
  vat_amount numeric(12, 2),
  vat_rate numeric(5, 2) check (vat_rate >= 0 and vat_rate < 100),
  snapshot jsonb not null,
  finalized_at timestamptz,
  created_at timestamptz not null default now(),
  unique (series, year, sequence_number),
  check ((kind = 'invoice') = (series = 'F')),
  check ((kind = 'credit_note') = (purpose = 'refund')),
  check ((finalized_at is null) = (amount_excl is null)),
  check ((finalized_at is null) = (vat_amount is null)),
  check ((finalized_at is null) = (vat_rate is null)),
  check (finalized_at is null or amount_excl + vat_amount = amount_incl)
);

comment on table public.invoices is
  'Invoices and credit notes: numbered without gaps per series and year, snapshot = everything printed (frozen). Never deleted or rewritten.';

create index invoices_order_id_idx on public.invoices (order_id, issued_at);
create unique index invoices_one_per_payment_idx on public.invoices (order_id, purpose) where kind = 'invoice';

alter table public.invoice_series enable row level security;
alter table public.invoices enable row level security;
revoke all on public.invoice_series from anon, authenticated;
revoke all on public.invoices from anon;
revoke insert, update, delete on public.invoices from authenticated;

create policy "owners read their invoices, admins read all"
  on public.invoices for select
  to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
  );

-- Never deleted, never rewritten: the one update let through is the finalisation (seller facts, VAT rate and
-- the amounts excl. VAT added to the snapshot, once), which changes nothing that was there.
create function public.invoices_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_fixed text[] := array['finalized_at', 'amount_excl', 'vat_amount', 'vat_rate', 'snapshot'];
begin
  if tg_op = 'DELETE' then
    raise exception 'invoice % is kept: invoices are never deleted', old.number
      using errcode = 'insufficient_privilege', hint = 'invoices_immutable';
  end if;
  if old.finalized_at is null and new.finalized_at is not null
     and (to_jsonb(new) - v_fixed) = (to_jsonb(old) - v_fixed)
     and new.snapshot @> old.snapshot then
    return new;
  end if;
  raise exception 'invoice % cannot be changed: an invoice, once issued, stays as issued', old.number
    using errcode = 'insufficient_privilege', hint = 'invoices_immutable';
end;
$$;

comment on function public.invoices_immutable() is
  'Trigger: refuses every delete of an invoice and every update but its one-time finalisation.';

revoke execute on function public.invoices_immutable() from public, anon, authenticated;

create trigger invoices_immutable
  before update or delete on public.invoices
  for each row execute function public.invoices_immutable();

-- Only the number the series just gave: an insert that did not take it from invoice_series (a direct insert,
-- even by the service role) would leave a gap or a duplicate, and is refused.
create function public.invoices_numbered()
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
    raise exception 'invoice % is not the number its series just issued', new.number
      using errcode = 'check_violation', hint = 'invoices_numbered',
            detail = 'Invoices and credit notes are issued by the trigger orders_zz_invoices only.';
  end if;
  return new;
end;
$$;

revoke execute on function public.invoices_numbered() from public, anon, authenticated;

create trigger invoices_numbered
  before insert on public.invoices
  for each row execute function public.invoices_numbered();

create function public.invoice_series_refuse_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'invoice series % is kept', old.series using errcode = 'insufficient_privilege';
end;
$$;

revoke execute on function public.invoice_series_refuse_delete() from public, anon, authenticated;

create trigger invoice_series_refuse_delete
  before delete on public.invoice_series
  for each row execute function public.invoice_series_refuse_delete();

-- ---------------------------------------------------------------------------------------------------------
-- Issuing (helpers: SECURITY INVOKER, not callable through the API; the trigger runs them as its owner)
-- ---------------------------------------------------------------------------------------------------------

-- The next number of a series, and the time it is issued at: the series row stays locked until the
-- transaction ends, so the next caller waits for this one's commit (or rollback, which gives the number back).
create function public.invoice_next_number(
  p_series text,
  out o_number text,
  out o_year integer,
  out o_sequence integer,
  out o_issued_at timestamptz
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_row public.invoice_series;
begin
  select * into v_row from public.invoice_series where series = p_series for update;
  if not found then
    raise exception 'unknown invoice series %', p_series;
  end if;
  -- After the lock: the previous holder has committed, so this time is later than its.
  o_issued_at := pg_catalog.clock_timestamp();
  o_year := extract(year from o_issued_at at time zone 'Europe/Paris')::integer;
  o_sequence := case when v_row.year = o_year then v_row.last_number + 1 else 1 end;
  update public.invoice_series set year = o_year, last_number = o_sequence where series = p_series;
  o_number := p_series || '-' || o_year::text || '-'
    || case when o_sequence < 1000000 then lpad(o_sequence::text, 6, '0') else o_sequence::text end;
end;
$$;

revoke execute on function public.invoice_next_number(text) from public, anon, authenticated;

-- What every document of an order prints about the order: language, currency, the order, the customer, the
-- lines and totals incl. VAT, as they are now (at issue).
create function public.invoice_order_facts(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'version', 1,
    'locale', o.locale,
    'currency', o.currency,
    'order', jsonb_build_object(
      'id', o.id,
      'number', o.number,
      'kind', o.kind,
      'created_at', o.created_at,
      'reservation_option', (
        select r.option from public.reservations r where r.order_id = o.id order by r.created_at, r.id limit 1
      )
    ),
    'customer', jsonb_build_object(
      'name', o.name,
      'email', o.email::text,
      'phone', o.phone,
      'address', jsonb_build_object(
        'line1', o.shipping_address_line1,
        'line2', o.shipping_address_line2,
        'postal_code', o.shipping_postal_code,
        'city', o.shipping_city,
        'region', o.shipping_region,
        'country', o.shipping_country
      )
    ),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', i.product_name,
        'slug', i.product_slug,
        'quantity', i.quantity,
        'unit_price_incl', i.unit_price,
        'total_incl', i.line_total
      ) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb),
    'shipping_incl', o.shipping_amount,
    'order_total_incl', o.total
  )
  from public.orders o
  where o.id = p_order_id
$$;

revoke execute on function public.invoice_order_facts(uuid) from public, anon, authenticated;

-- An invoice for a payment of the order: 'full', 'deposit' or 'balance', for p_amount incl. VAT. Once per
-- order and purpose; nothing for an amount of 0.
create function public.issue_invoice(p_order_id uuid, p_purpose text, p_amount numeric, p_paid_at timestamptz)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_order public.orders;
  v_facts jsonb;
  v_deductions jsonb := '[]'::jsonb;
  v_next record;
  v_id uuid;
begin
  if p_amount is null or p_amount <= 0 then
    return null;
  end if;
  if exists (
    select 1 from public.invoices i where i.order_id = p_order_id and i.kind = 'invoice' and i.purpose = p_purpose
  ) then
    return null;
  end if;
  select * into v_order from public.orders where id = p_order_id;
  v_facts := public.invoice_order_facts(p_order_id);
  if p_purpose = 'balance' then
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', i.id, 'number', i.number, 'issued_at', i.issued_at, 'amount_incl', i.amount_incl
    ) order by i.issued_at), '[]'::jsonb)
    into v_deductions
    from public.invoices i
    where i.order_id = p_order_id and i.kind = 'invoice' and i.purpose = 'deposit';
  end if;

  -- Last: the series lock is held from here to the end of the transaction.
  select * into v_next from public.invoice_next_number('F');
  insert into public.invoices (
    number, series, year, sequence_number, kind, purpose, order_id, issued_at, currency, amount_incl, snapshot
  ) values (
    v_next.o_number, 'F', v_next.o_year, v_next.o_sequence, 'invoice', p_purpose, p_order_id,
    v_next.o_issued_at, v_order.currency, p_amount,
    v_facts || jsonb_build_object(
      'number', v_next.o_number,
      'kind', 'invoice',
      'purpose', p_purpose,
      'issued_at', v_next.o_issued_at,
      'amount_incl', p_amount,
      'payment', jsonb_build_object('date', p_paid_at, 'provider', v_order.payment_provider),
      'deductions', v_deductions,
      'references', '[]'::jsonb
    )
  )
  returning id into v_id;
  return v_id;
end;
$$;

revoke execute on function public.issue_invoice(uuid, text, numeric, timestamptz) from public, anon, authenticated;

-- A credit note for p_amount incl. VAT given back on the order, referencing its invoices.
create function public.issue_credit_note(p_order_id uuid, p_amount numeric)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_order public.orders;
  v_facts jsonb;
  v_references jsonb;
  v_next record;
  v_id uuid;
begin
  if p_amount is null or p_amount <= 0 then
    return null;
  end if;
  select * into v_order from public.orders where id = p_order_id;
  v_facts := public.invoice_order_facts(p_order_id);
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', i.id, 'number', i.number, 'issued_at', i.issued_at, 'amount_incl', i.amount_incl
  ) order by i.issued_at), '[]'::jsonb)
  into v_references
  from public.invoices i
  where i.order_id = p_order_id and i.kind = 'invoice';

  select * into v_next from public.invoice_next_number('A');
  insert into public.invoices (
    number, series, year, sequence_number, kind, purpose, order_id, issued_at, currency, amount_incl, snapshot
  ) values (
    v_next.o_number, 'A', v_next.o_year, v_next.o_sequence, 'credit_note', 'refund', p_order_id,
    v_next.o_issued_at, v_order.currency, p_amount,
    v_facts || jsonb_build_object(
      'number', v_next.o_number,
      'kind', 'credit_note',
      'purpose', 'refund',
      'issued_at', v_next.o_issued_at,
      'amount_incl', p_amount,
      'payment', jsonb_build_object('date', v_next.o_issued_at, 'provider', v_order.payment_provider),
      'deductions', '[]'::jsonb,
      'references', v_references
    )
  )
  returning id into v_id;
  return v_id;
end;
$$;

revoke execute on function public.issue_credit_note(uuid, numeric) from public, anon, authenticated;

-- The trigger: an invoice when the order becomes paid or deposit_paid, a credit note when money given back
-- for the sale is recorded. SECURITY DEFINER: whoever moves the order (the webhook, an admin), the documents
-- are written, and nobody else can write them.
create function public.orders_issue_invoices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invoiced numeric(12, 2);
  v_credited numeric(12, 2);
  v_credit numeric(12, 2);
  v_paid_at timestamptz;
begin
  if new.status is distinct from old.status
     and new.status in ('paid', 'deposit_paid')
     and old.status in ('pending_payment', 'deposit_paid') then
    v_paid_at := case when new.paid_at is distinct from old.paid_at and new.paid_at is not null
                      then new.paid_at else pg_catalog.now() end;
    if new.status = 'deposit_paid' then
      perform public.issue_invoice(new.id, 'deposit', new.amount_due_now, v_paid_at);
    else
      select coalesce(sum(i.amount_incl), 0) into v_invoiced
      from public.invoices i where i.order_id = new.id and i.kind = 'invoice';
      perform public.issue_invoice(
        new.id,
        case when exists (
          select 1 from public.invoices i where i.order_id = new.id and i.kind = 'invoice' and i.purpose = 'deposit'
        ) then 'balance' else 'full' end,
        new.total - v_invoiced,
        v_paid_at
      );
    end if;
  end if;

  if new.refunded_amount > old.refunded_amount then
    -- What settles a payment the order never took (refund_due going down) was never invoiced.
    v_credit := (new.refunded_amount - old.refunded_amount) - greatest(old.refund_due - new.refund_due, 0);
    select coalesce(sum(i.amount_incl) filter (where i.kind = 'invoice'), 0),
           coalesce(sum(i.amount_incl) filter (where i.kind = 'credit_note'), 0)
    into v_invoiced, v_credited
    from public.invoices i where i.order_id = new.id;
    v_credit := least(v_credit, v_invoiced - v_credited);
    if v_credit > 0 then
      perform public.issue_credit_note(new.id, v_credit);
    end if;
  end if;
  return null;
end;
$$;

comment on function public.orders_issue_invoices() is
  'Trigger: the invoice of a payment (paid / deposit_paid) and the credit note of a refund of the sale, each once.';

revoke execute on function public.orders_issue_invoices() from public, anon, authenticated;

-- zz: AFTER triggers fire in name order; this one last, after orders_stock_on_status has taken the products'
-- rows, so the series lock is the last lock a payment takes.
create trigger orders_zz_invoices
  after update of status, refunded_amount on public.orders
  for each row
  when (old.status is distinct from new.status or old.refunded_amount is distinct from new.refunded_amount)
  execute function public.orders_issue_invoices();

-- ---------------------------------------------------------------------------------------------------------
-- Reading (service role only: the invoice-pdf function)
-- ---------------------------------------------------------------------------------------------------------

-- Every document of the order, oldest first, each finalised first if it was not: the seller's facts and the
-- VAT rate (from supabase/functions/_shared/legal-facts.ts, passed by invoice-pdf) frozen in with the amounts
-- excl. VAT. A finalised document is returned as it is, whatever is passed.
create function public.invoice_documents(p_order_id uuid, p_seller jsonb, p_vat_rate numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_snapshot jsonb;
  v_rate numeric;
  v_lines jsonb;
  v_line jsonb;
  v_lines_excl numeric(12, 2);
  v_shipping_excl numeric(12, 2);
  v_order_excl numeric(12, 2);
  v_order_incl numeric(12, 2);
  v_deductions jsonb;
  v_deduction jsonb;
  v_ded_excl numeric(12, 2);
  v_ded_vat numeric(12, 2);
  v_excl numeric(12, 2);
  v_finalized_at timestamptz;
begin
  if p_order_id is null then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'order';
  end if;
  if p_seller is null or jsonb_typeof(p_seller) <> 'object'
     or coalesce(p_seller ->> 'companyName', '') = '' or coalesce(p_seller ->> 'vatNumber', '') = '' then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'seller';
  end if;
  if p_vat_rate is null or p_vat_rate < 0 or p_vat_rate >= 100 or p_vat_rate <> round(p_vat_rate, 2) then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'vat_rate';
  end if;
  v_rate := 1 + p_vat_rate / 100;

  -- Invoices before credit notes, each in issue order: a balance invoice needs its deposit's figures.
  for v_invoice in
    select * from public.invoices i
    where i.order_id = p_order_id and i.finalized_at is null
    order by (i.kind = 'credit_note'), i.issued_at
    for update
  loop
    -- Another call may have finalised it while this one waited for the row.
    continue when v_invoice.finalized_at is not null;
    v_snapshot := v_invoice.snapshot;
    v_finalized_at := pg_catalog.now();

    v_lines := '[]'::jsonb;
    v_lines_excl := 0;
    for v_line in select value from jsonb_array_elements(coalesce(v_snapshot -> 'lines', '[]'::jsonb)) loop
      v_excl := round((v_line ->> 'total_incl')::numeric / v_rate, 2);
      v_lines_excl := v_lines_excl + v_excl;
      v_lines := v_lines || jsonb_build_array(v_line || jsonb_build_object(
        'unit_price_excl', round((v_line ->> 'unit_price_incl')::numeric / v_rate, 2),
        'total_excl', v_excl,
        'vat_rate', p_vat_rate
      ));
    end loop;
    v_shipping_excl := round(coalesce((v_snapshot ->> 'shipping_incl')::numeric, 0) / v_rate, 2);
    v_order_incl := (v_snapshot ->> 'order_total_incl')::numeric;
    v_order_excl := v_lines_excl + v_shipping_excl;

    v_deductions := '[]'::jsonb;
    v_ded_excl := 0;
    v_ded_vat := 0;
    for v_deduction in
      select value from jsonb_array_elements(coalesce(v_snapshot -> 'deductions', '[]'::jsonb))
    loop
      select coalesce(i.amount_excl, round(i.amount_incl / v_rate, 2)) into v_excl
      from public.invoices i where i.id = (v_deduction ->> 'id')::uuid;
      v_ded_excl := v_ded_excl + v_excl;
      v_ded_vat := v_ded_vat + ((v_deduction ->> 'amount_incl')::numeric - v_excl);
      v_deductions := v_deductions || (v_deduction || jsonb_build_object(
        'amount_excl', v_excl,
        'vat_amount', (v_deduction ->> 'amount_incl')::numeric - v_excl
      ));
    end loop;

    v_excl := case
      -- The whole order: the sum of its lines, as printed.
      when v_invoice.purpose = 'full' and v_invoice.amount_incl = v_order_incl then v_order_excl
      -- The balance: the order less what the deposit invoices took, VAT included.
      when v_invoice.purpose = 'balance' then v_order_excl - v_ded_excl
      else round(v_invoice.amount_incl / v_rate, 2)
    end;

    update public.invoices
    set finalized_at = v_finalized_at,
        vat_rate = p_vat_rate,
        amount_excl = v_excl,
        vat_amount = v_invoice.amount_incl - v_excl,
        snapshot = v_snapshot || jsonb_build_object(
          'seller', p_seller,
          'vat_rate', p_vat_rate,
          'lines', v_lines,
          'shipping_excl', v_shipping_excl,
          'order_totals', jsonb_build_object(
            'excl', v_order_excl,
            'vat', v_order_incl - v_order_excl,
            'incl', v_order_incl
          ),
          'deductions', v_deductions,
          'totals', jsonb_build_object(
            'excl', v_excl,
            'vat', v_invoice.amount_incl - v_excl,
            'incl', v_invoice.amount_incl
          ),
          'finalized_at', v_finalized_at
        )
    where id = v_invoice.id;
  end loop;

  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', i.id,
      'number', i.number,
      'kind', i.kind,
      'purpose', i.purpose,
      'issued_at', i.issued_at,
      'currency', i.currency,
      'amount_incl', i.amount_incl,
      'snapshot', i.snapshot
    ) order by (i.kind = 'credit_note'), i.issued_at)
    from public.invoices i
    where i.order_id = p_order_id
  ), '[]'::jsonb);
end;
$$;

comment on function public.invoice_documents(uuid, jsonb, numeric) is
  'Service role only (invoice-pdf): the order''s invoices and credit notes, each finalised once with the seller''s facts and the VAT rate passed.';

-- The guest's number + email, through lookup_order and its limits, keyed on the client address the function
-- received (cf-connecting-ip, which the platform sets): the function's own call to the API comes from the
-- function's address, which would put every guest in one bucket. Returns the order id, or null.
create function public.invoice_lookup_order(p_number text, p_email text, p_client_address text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order jsonb;
begin
  perform pg_catalog.set_config(
    'request.headers',
    jsonb_build_object('cf-connecting-ip', coalesce(p_client_address, ''))::text,
    true
  );
  v_order := public.lookup_order(p_number, p_email);
  return (v_order ->> 'id')::uuid;
end;
$$;

comment on function public.invoice_lookup_order(text, text, text) is
  'Service role only (invoice-pdf): lookup_order for the client address the function was called from; the order id or null (PT429 too_many_attempts as lookup_order).';

revoke execute on function public.invoice_documents(uuid, jsonb, numeric) from public, anon, authenticated;
revoke execute on function public.invoice_lookup_order(text, text, text) from public, anon, authenticated;
grant execute on function public.invoice_documents(uuid, jsonb, numeric) to service_role;
grant execute on function public.invoice_lookup_order(text, text, text) to service_role;
