create or replace function public.find_order_for_guest(p_number text, p_email text)
  returns uuid language plpgsql set search_path to ''
as $function$
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
$function$;

revoke all on function public.find_order_for_guest(p_number text, p_email text) from public, anon, authenticated, service_role;
grant execute on function public.find_order_for_guest(p_number text, p_email text) to service_role;
