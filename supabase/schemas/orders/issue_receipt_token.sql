create or replace function public.issue_receipt_token(p_order_id uuid)
  returns text language plpgsql set search_path to ''
as $function$
declare
  v_token text := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
begin
  insert into public.order_receipt_tokens (order_id, token_hash)
  values (p_order_id, extensions.digest(v_token, 'sha256'));
  return v_token;
end;
$function$;

revoke all on function public.issue_receipt_token(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.issue_receipt_token(p_order_id uuid) to service_role;
