-- Invoices show the promotion code (20261123400100_promo_codes.sql): invoice_order_facts (current body from
-- 20261123100400_invoices.sql) adds discount_incl and promo_code to the facts frozen at payment, and
-- invoice_documents (same origin) takes the discount off the order's amounts excl. VAT (discount_excl). The
-- delivery line was already there (shipping_incl / shipping_excl). Documents finalised before keep what they
-- froze: a snapshot without discount_incl counts as no discount.

create or replace function public.invoice_order_facts(p_order_id uuid)
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
    'discount_incl', o.discount_amount,
    'promo_code', o.promo_code,
    'order_total_incl', o.total
  )
  from public.orders o
  where o.id = p_order_id
$$;

revoke execute on function public.invoice_order_facts(uuid) from public, anon, authenticated;

create or replace function public.invoice_documents(p_order_id uuid, p_seller jsonb, p_vat_rate numeric)
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
  v_discount_excl numeric(12, 2);
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
    v_discount_excl := round(coalesce((v_snapshot ->> 'discount_incl')::numeric, 0) / v_rate, 2);
    v_order_excl := v_lines_excl + v_shipping_excl - v_discount_excl;

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
          'discount_excl', v_discount_excl,
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

revoke execute on function public.invoice_documents(uuid, jsonb, numeric) from public, anon, authenticated;
grant execute on function public.invoice_documents(uuid, jsonb, numeric) to service_role;
