create or replace function public.orders_issue_invoices()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
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
$function$;

comment on function "public"."orders_issue_invoices"() is 'Trigger: the invoice of a payment (paid / deposit_paid) and the credit note of a refund of the sale, each once.';

revoke all on function public.orders_issue_invoices() from public, anon, authenticated, service_role;
grant execute on function public.orders_issue_invoices() to service_role;
