create or replace function public.orders_link_contact()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
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
$function$;

comment on function "public"."orders_link_contact"() is 'Trigger: a paid (or deposit-paid) order without a CRM contact is linked to the contact of its email, created if need be.';

revoke all on function public.orders_link_contact() from public, anon, authenticated, service_role;
grant execute on function public.orders_link_contact() to service_role;
