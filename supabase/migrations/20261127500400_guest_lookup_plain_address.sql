-- The guest's order lookup takes one plain address (issue 27 item 3): lookup_order, invoice_lookup_order
-- (through lookup_order), guest_withdrawal_options and request_withdrawal_guest all find the order through
-- public.find_order_for_guest, redefined here alone (latest body 20261123100210_withdrawal_requests.sql).
--
-- The typed address goes through public.plain_email: the order matches when its address, lower-cased, is that
-- normalized address. Text that is not one plain address (`n1<victim@example.com>`, a display name, bidi or
-- zero-width characters) matches no order and answers null at once: no order is read, so no failure is
-- counted against the number (the number's and the client's limits of order_lookup_gate are unchanged for
-- every address that could match). The forms check the address first and say so in the visitor's language.

create or replace function public.find_order_for_guest(p_number text, p_email text)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_number text := left(upper(btrim(coalesce(p_number, ''))), 40);
  v_email text := public.plain_email(p_email);
  v_client text;
  v_order_id uuid;
begin
  if v_email is null then
    return null;
  end if;
  v_client := public.order_lookup_gate(v_number);
  -- lower() on the order's side: with an empty search_path the citext operator is not in scope.
  select o.id into v_order_id
  from public.orders o
  where o.number = v_number and lower(o.email::text) = v_email;
  perform public.order_lookup_result(v_client, v_number, v_order_id is not null);
  return v_order_id;
end;
$$;

revoke execute on function public.find_order_for_guest(text, text) from public, anon, authenticated;
