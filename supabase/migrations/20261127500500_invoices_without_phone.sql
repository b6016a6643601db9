-- Invoices carry no telephone, and an erasure leaves no e-mail or telephone in them (issue 27 item 7).
--
-- The law keeps an invoice's number, dates, amounts, lines, and the customer's name and address (commercial
-- code L123-22; the invoice's mandatory mentions, CGI art. 242 nonies A): not their telephone, and not their
-- e-mail once they asked to be erased.
--
-- public.invoice_order_facts (latest body 20261123400120_invoice_discount.sql): the facts frozen in a new
--   invoice or credit note no longer hold customer.phone (the document never printed it).
-- public.invoices_immutable (latest body 20261124600000_guard_errors_in_message.sql; not in the erasure's
--   files before, changed here because an erasure must reach the snapshots): besides the one-time
--   finalisation, it lets through an update that changes nothing but the snapshot's customer, by removing its
--   telephone, and, during an erasure (app.erasing, set only by erase_person), by replacing its e-mail with the
--   order's erased-<hex>@erased.invalid. Every other change is refused as before.
-- Data: the telephones already frozen in invoices and credit notes are removed.

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

create or replace function public.invoices_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_fixed text[] := array['finalized_at', 'amount_excl', 'vat_amount', 'vat_rate', 'snapshot'];
  v_personal text[] := array['customer', 'phone'];
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
  -- The customer's telephone removed; during an erasure, their e-mail replaced by the order's placeholder.
  if new.snapshot is distinct from old.snapshot
     and (to_jsonb(new) - 'snapshot') = (to_jsonb(old) - 'snapshot')
     and not coalesce(new.snapshot -> 'customer' ? 'phone', false)
     and (new.snapshot #- v_personal #- '{customer,email}') = (old.snapshot #- v_personal #- '{customer,email}')
     and (new.snapshot #> '{customer,email}' is not distinct from old.snapshot #> '{customer,email}'
          or pg_catalog.current_setting('app.erasing', true) = 'on'
             and new.snapshot #>> '{customer,email}' ~ '^erased-[0-9a-f]+@erased[.]invalid$') then
    return new;
  end if;
  raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
    hint = pg_catalog.format('invoice %s cannot be changed: an invoice, once issued, stays as issued', old.number);
end;
$$;

revoke execute on function public.invoices_immutable() from public, anon, authenticated;

update public.invoices
set snapshot = snapshot #- '{customer,phone}'
where snapshot -> 'customer' ? 'phone';
