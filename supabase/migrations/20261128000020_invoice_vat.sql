-- Invoices and credit notes carry the VAT of their order's delivery country (issue 28, item 4), decided in SQL as
-- they are issued, in the payment's transaction: no longer from a rate the invoice-pdf function passed when the
-- PDF was first opened.
--
-- invoices.vat_regime, vat_country   the order's (domestic | eu_origin | eu_oss | export)
-- invoices.vat_rate                  the rate in force in vat_country on the day of the payment (0 for an
--                                    export); null on a credit note that refunds payments taxed at two rates
-- invoices.amount_excl, vat_amount   set at issue
-- public.invoice_vat_lines           one row per rate: amount without VAT, VAT, amount with VAT (what the
--                                    accountant's VAT summary adds up); a credit note's rows mirror the rates of
--                                    the invoices it refunds (the latest payment first)
-- snapshot: version 2 adds 'vat' {regime, country, rate, exemption}, 'vat_breakdown', 'operation'
-- ('delivery_of_goods') and, on credit notes, 'allocations' (which invoice each part refunds).
-- invoice_documents(order, seller) only adds the seller's identity when the PDF is first produced
-- (finalized_at); the figures never change after issue.
--
-- Invoices issued but never opened (not finalized) before this migration get their figures now, by the same
-- rule: none was ever shown to anyone. Finalized ones keep what they say (one rate, on their row).
--
-- A VAT rate edit that would change the rate an issued invoice used is refused: public.vat_rates_guard
-- (P0001 vat_rate_in_use, hint naming the invoice).

alter table public.invoices
  add column vat_regime text constraint invoices_vat_regime_known
    check (vat_regime in ('domestic', 'eu_origin', 'eu_oss', 'export')),
  add column vat_country text constraint invoices_vat_country_iso check (vat_country ~ '^[A-Z]{2}$'),
  drop constraint invoices_check2,
  drop constraint invoices_check3,
  drop constraint invoices_check4;

create table public.invoice_vat_lines (
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  rate numeric(5, 2) not null constraint invoice_vat_lines_rate_range check (rate >= 0 and rate < 100),
  amount_excl numeric(12, 2) not null,
  vat_amount numeric(12, 2) not null,
  amount_incl numeric(12, 2) not null constraint invoice_vat_lines_positive check (amount_incl > 0),
  primary key (invoice_id, rate),
  constraint invoice_vat_lines_adds_up check (amount_excl + vat_amount = amount_incl)
);

comment on table public.invoice_vat_lines is
  'An invoice''s or credit note''s amounts per VAT rate, as issued. Never changed.';

alter table public.invoice_vat_lines enable row level security;
revoke all on public.invoice_vat_lines from anon;
revoke insert, update, delete, truncate, references, trigger on public.invoice_vat_lines from authenticated;

create policy "owners read their invoices' vat lines, admins read all" on public.invoice_vat_lines
  for select to authenticated
  using ((select public.is_admin()) or exists (
    select 1 from public.invoices i join public.orders o on o.id = i.order_id
    where i.id = invoice_vat_lines.invoice_id and o.user_id = (select auth.uid())
  ));
create policy "admin reads need aal2" on public.invoice_vat_lines as restrictive for select to authenticated
  using ((select public.admin_read_allowed()));

create function public.invoice_vat_lines_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
    hint = 'an invoice''s VAT lines stay as issued';
end;
$$;

create trigger invoice_vat_lines_immutable
  before update or delete on public.invoice_vat_lines
  for each row execute function public.invoice_vat_lines_immutable();

-- The figures of an invoice for p_amount (VAT included) of the order its snapshot describes, at p_rate:
-- each line, delivery and discount without VAT, the order's totals, the deposits it deducts (at their own
-- invoices' figures) and its own totals.
create function public.invoice_vat_figures(p_snapshot jsonb, p_purpose text, p_amount numeric, p_rate numeric)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_divisor numeric := 1 + p_rate / 100;
  v_lines jsonb := '[]'::jsonb;
  v_line jsonb;
  v_lines_excl numeric(12, 2) := 0;
  v_shipping_excl numeric(12, 2) := round(coalesce((p_snapshot ->> 'shipping_incl')::numeric, 0) / v_divisor, 2);
  v_discount_excl numeric(12, 2) := round(coalesce((p_snapshot ->> 'discount_incl')::numeric, 0) / v_divisor, 2);
  v_order_incl numeric(12, 2) := (p_snapshot ->> 'order_total_incl')::numeric;
  v_order_excl numeric(12, 2);
  v_deductions jsonb := '[]'::jsonb;
  v_deduction record;
  v_ded_excl numeric(12, 2) := 0;
  v_same_rate boolean := true;
  v_excl numeric(12, 2);
begin
  for v_line in select value from jsonb_array_elements(coalesce(p_snapshot -> 'lines', '[]'::jsonb)) loop
    v_excl := round((v_line ->> 'total_incl')::numeric / v_divisor, 2);
    v_lines_excl := v_lines_excl + v_excl;
    v_lines := v_lines || jsonb_build_array(v_line || jsonb_build_object(
      'unit_price_excl', round((v_line ->> 'unit_price_incl')::numeric / v_divisor, 2),
      'total_excl', v_excl,
      'vat_rate', p_rate
    ));
  end loop;
  v_order_excl := v_lines_excl + v_shipping_excl - v_discount_excl;

  for v_deduction in
    select d.value as item, i.amount_excl, i.vat_amount, i.vat_rate
    from jsonb_array_elements(coalesce(p_snapshot -> 'deductions', '[]'::jsonb)) d
    join public.invoices i on i.id = (d.value ->> 'id')::uuid
  loop
    v_ded_excl := v_ded_excl + v_deduction.amount_excl;
    v_same_rate := v_same_rate and v_deduction.vat_rate is not distinct from p_rate;
    v_deductions := v_deductions || (v_deduction.item || jsonb_build_object(
      'amount_excl', v_deduction.amount_excl, 'vat_amount', v_deduction.vat_amount, 'vat_rate', v_deduction.vat_rate
    ));
  end loop;

  v_excl := case
    -- The whole order: the sum of its lines, as printed.
    when p_purpose = 'full' and p_amount = v_order_incl then v_order_excl
    -- The balance at the deposit's rate: the order less what the deposit invoices took.
    when p_purpose = 'balance' and v_same_rate then v_order_excl - v_ded_excl
    else round(p_amount / v_divisor, 2)
  end;

  return jsonb_build_object(
    'vat_rate', p_rate,
    'lines', v_lines,
    'shipping_excl', v_shipping_excl,
    'discount_excl', v_discount_excl,
    'order_totals', jsonb_build_object('excl', v_order_excl, 'vat', v_order_incl - v_order_excl, 'incl', v_order_incl),
    'deductions', v_deductions,
    'totals', jsonb_build_object('excl', v_excl, 'vat', p_amount - v_excl, 'incl', p_amount),
    'vat_breakdown', jsonb_build_array(jsonb_build_object(
      'rate', p_rate, 'excl', v_excl, 'vat', p_amount - v_excl, 'incl', p_amount
    ))
  );
end;
$$;

revoke execute on function public.invoice_vat_figures(jsonb, text, numeric, numeric) from public, anon, authenticated;

-- How an order's documents are taxed: {regime, country, rate on p_day, exemption}. The exemption names the
-- law an export invoice must cite (CGI art. 262 I; Directive 2006/112/EC art. 146).
create function public.invoice_vat_terms(p_order public.orders, p_day date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'regime', p_order.vat_regime,
    'country', p_order.vat_country,
    'rate', case when p_order.vat_regime = 'export' then 0
                 else coalesce(public.vat_rate_on(p_order.vat_country, p_day), p_order.vat_rate) end,
    'exemption', case when p_order.vat_regime = 'export' then 'export_cgi_262_i' end
  )
$$;

revoke execute on function public.invoice_vat_terms(public.orders, date) from public, anon, authenticated;

-- Stores an issued document's rows per rate.
create function public.store_invoice_vat_lines(p_invoice_id uuid, p_breakdown jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.invoice_vat_lines (invoice_id, rate, amount_excl, vat_amount, amount_incl)
  select p_invoice_id, (b.value ->> 'rate')::numeric, (b.value ->> 'excl')::numeric, (b.value ->> 'vat')::numeric,
         (b.value ->> 'incl')::numeric
  from jsonb_array_elements(p_breakdown) b
  where (b.value ->> 'incl')::numeric > 0
$$;

revoke execute on function public.store_invoice_vat_lines(uuid, jsonb) from public, anon, authenticated;
