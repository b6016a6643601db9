create or replace function public.invoice_lookup_order(p_number text, p_email text, p_client_address text)
  returns uuid language plpgsql security definer set search_path to ''
as $function$
declare
  v_order jsonb;
begin
  perform pg_catalog.set_config(
    'request.headers',
    jsonb_build_object('cf-connecting-ip', coalesce(p_client_address, ''))::text,
    true
  );
  v_order := public.lookup_order(p_number, p_email);
  return (v_order ->> 'id')::uuid;
end;
$function$;

comment on function "public"."invoice_lookup_order"(text, text, text) is 'Service role only (invoice-pdf): lookup_order for the client address the function was called from; the order id or null (PT429 too_many_attempts as lookup_order).';

revoke all on function public.invoice_lookup_order(p_number text, p_email text, p_client_address text) from public, anon, authenticated, service_role;
grant execute on function public.invoice_lookup_order(p_number text, p_email text, p_client_address text) to service_role;
