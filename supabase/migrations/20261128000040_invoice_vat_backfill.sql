-- The invoices issued before VAT by country (issue 28, item 4), and the guard on rate edits.
--
-- Finalized invoices keep what they say: their single rate becomes their one VAT line, their regime and country
-- their order's. Invoices issued but never opened (not finalized: no PDF was ever produced, so no figure was ever
-- shown) get their figures now by the rule of 20261128000030, invoices before credit notes, in issue order.
--
-- public.vat_rates_guard: a rate an issued invoice used stays as it is (P0001 vat_rate_in_use, detail = the
-- invoice's number, hint in words): no change or removal of its row, and no row taking effect on or before the
-- day of an invoice already issued in that country (it would have been that invoice's rate).

alter table public.invoices disable trigger invoices_immutable;

update public.invoices i
set vat_regime = o.vat_regime, vat_country = o.vat_country
from public.orders o
where o.id = i.order_id;

insert into public.invoice_vat_lines (invoice_id, rate, amount_excl, vat_amount, amount_incl)
select i.id, i.vat_rate, i.amount_excl, i.vat_amount, i.amount_incl
from public.invoices i
where i.finalized_at is not null;

do $$
declare
  v_invoice public.invoices;
  v_order public.orders;
  v_vat jsonb;
  v_figures jsonb;
begin
  for v_invoice in
    select * from public.invoices i where i.finalized_at is null
    order by (i.kind = 'credit_note'), i.issued_at, i.sequence_number
  loop
    select * into v_order from public.orders where id = v_invoice.order_id;
    if v_invoice.kind = 'invoice' then
      v_vat := public.invoice_vat_terms(v_order, public.paris_day((v_invoice.snapshot #>> '{payment,date}')::timestamptz));
      v_figures := public.invoice_vat_figures(
        v_invoice.snapshot, v_invoice.purpose, v_invoice.amount_incl, (v_vat ->> 'rate')::numeric
      );
    else
      v_vat := public.invoice_vat_terms(v_order, public.paris_day(v_invoice.issued_at));
      v_figures := public.credit_note_vat_figures(
        v_invoice.snapshot, v_invoice.order_id, v_invoice.amount_incl, v_invoice.issued_at
      );
    end if;
    update public.invoices
    set amount_excl = (v_figures #>> '{totals,excl}')::numeric,
        vat_amount = (v_figures #>> '{totals,vat}')::numeric,
        vat_rate = (v_figures ->> 'vat_rate')::numeric,
        snapshot = snapshot || v_figures || jsonb_build_object(
          'version', 2, 'operation', 'delivery_of_goods',
          'vat', v_vat || jsonb_build_object('rate', v_figures -> 'vat_rate')
        )
    where id = v_invoice.id;
    perform public.store_invoice_vat_lines(v_invoice.id, v_figures -> 'vat_breakdown');
  end loop;
end;
$$;

alter table public.invoices enable trigger invoices_immutable;

alter table public.invoices
  alter column amount_excl set not null,
  alter column vat_amount set not null,
  alter column vat_regime set not null,
  alter column vat_country set not null,
  add constraint invoices_invoice_has_a_rate check (kind <> 'invoice' or vat_rate is not null);

create function public.vat_rates_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_number text;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    select i.number into v_number
    from public.invoices i
    where i.vat_country = old.country
      and i.vat_regime <> 'export'
      and public.paris_day(i.issued_at) >= old.effective_from
      -- not under a later row of the country
      and not exists (
        select 1 from public.vat_rates r
        where r.country = old.country and r.effective_from > old.effective_from
          and r.effective_from <= public.paris_day(i.issued_at)
      )
    order by i.issued_at
    limit 1;
    if v_number is not null then
      raise exception 'vat_rate_in_use' using errcode = 'P0001', detail = v_number,
        hint = pg_catalog.format(
          'Invoice %s was issued at this rate: add a rate taking effect on a later day instead.', v_number);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select i.number into v_number
    from public.invoices i
    where i.vat_country = new.country
      and i.vat_regime <> 'export'
      and public.paris_day(i.issued_at) >= new.effective_from
    order by i.issued_at desc
    limit 1;
    if v_number is not null then
      raise exception 'vat_rate_in_use' using errcode = 'P0001', detail = v_number,
        hint = pg_catalog.format(
          'Invoice %s was issued after this day: a new rate takes effect after the last invoice of its country.', v_number);
    end if;
    return new;
  end if;
  return old;
end;
$$;

revoke execute on function public.vat_rates_guard() from public, anon, authenticated;

create trigger vat_rates_guard
  before insert or update or delete on public.vat_rates
  for each row execute function public.vat_rates_guard();
