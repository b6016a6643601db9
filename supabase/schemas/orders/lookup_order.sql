create or replace function public.lookup_order(p_number text, p_email text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_order_id uuid := public.find_order_for_guest(p_number, p_email);
begin
  if v_order_id is null then
    return null;
  end if;
  return public.order_summary(v_order_id, false)
    || jsonb_build_object('shipments', public.order_shipments_json(v_order_id));
end;
$function$;

comment on function "public"."lookup_order"(text, text) is 'A guest''s order by number + email, or null; failures back off per (number, client) and per client (PT429 too_many_attempts, detail retry_after=<s>).';

revoke all on function public.lookup_order(p_number text, p_email text) from public, anon, authenticated, service_role;
grant execute on function public.lookup_order(p_number text, p_email text) to anon, authenticated, service_role;
