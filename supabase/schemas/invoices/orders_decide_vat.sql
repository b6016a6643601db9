create or replace function public.orders_decide_vat()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_decision jsonb;
begin
  if tg_op = 'UPDATE' then
    if new.shipping_country is not distinct from old.shipping_country then
      return new;
    end if;
    if exists (select 1 from public.invoices i where i.order_id = new.id) then
      v_decision := public.vat_decision(new.shipping_country, public.paris_day(new.created_at), 0, new.currency, false);
      if v_decision ->> 'regime' is distinct from old.vat_regime
         or v_decision ->> 'country' is distinct from old.vat_country then
        raise exception 'vat_country_locked' using errcode = 'P0001', detail = 'shipping.country',
          hint = 'This order was invoiced with the VAT of its first delivery country: a delivery to this country would be taxed differently. Cancel and refund it instead.';
      end if;
      return new;
    end if;
  end if;
  v_decision := public.vat_decision(
    new.shipping_country,
    public.paris_day(new.created_at),
    new.subtotal + new.shipping_amount - new.discount_amount,
    new.currency,
    true
  );
  new.vat_regime := v_decision ->> 'regime';
  new.vat_country := v_decision ->> 'country';
  new.vat_rate := (v_decision ->> 'rate')::numeric;
  return new;
end;
$function$;

revoke all on function public.orders_decide_vat() from public, anon, authenticated, service_role;
grant execute on function public.orders_decide_vat() to service_role;
