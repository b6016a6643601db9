-- A buyer enters the CRM when money arrives, not when a checkout is opened (issue 27, item 2): an attack probe
-- created 946 contacts in 40 seconds of unpaid checkouts. create_checkout_order no longer writes a contact
-- (20261127200010); this trigger links the order to the contact with its email, or creates it (source
-- checkout, the details known kept as before), when a pending order becomes paid or deposit_paid: through
-- record_payment (the provider's webhook) or an admin recording a payment made outside the shop. Only the first
-- payment: a balance paid later (deposit_paid -> paid) never writes a contact again, not even for an order
-- whose contact was erased meanwhile (its email is then erased-...@erased.invalid).
--
-- Creates public.orders_link_contact() and its trigger; redefines nothing.

create function public.orders_link_contact()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_contact_id uuid;
begin
  insert into public.contacts (email, full_name, phone, country, locale, source)
  values (new.email, new.name, new.phone, new.shipping_country, new.locale, 'checkout')
  on conflict (email) do update
  set full_name = coalesce(public.contacts.full_name, excluded.full_name),
      phone = coalesce(public.contacts.phone, excluded.phone),
      country = coalesce(public.contacts.country, excluded.country),
      locale = coalesce(public.contacts.locale, excluded.locale)
  returning id into v_contact_id;
  update public.orders set contact_id = v_contact_id where id = new.id and contact_id is null;
  return null;
end;
$$;

comment on function public.orders_link_contact() is
  'Trigger: a paid (or deposit-paid) order without a CRM contact is linked to the contact of its email, created if need be.';

revoke execute on function public.orders_link_contact() from public, anon, authenticated;

create trigger orders_link_contact
  after update of status on public.orders
  for each row
  when (old.status = 'pending_payment' and new.status in ('paid', 'deposit_paid') and new.contact_id is null)
  execute function public.orders_link_contact();
