create or replace function public.request_withdrawal_guest (
  p_number          text,
  p_email           text,
  p_items           jsonb,
  p_idempotency_key text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_order_id uuid := public.find_order_for_guest(p_number, p_email);
begin
  -- A wrong number or email is a failed lookup (counted, committed): null, not an error that would roll it back.
  if v_order_id is null then
    return null;
  end if;
  return public.create_withdrawal(v_order_id, 'guest', auth.uid(), p_items, p_idempotency_key);
end;
$function$;

comment on function "public"."request_withdrawal_guest"(text, text, jsonb, text) is 'A guest withdraws from lines of the order of a number + email, or null when they do not match (the lookup''s limits apply); mails the acknowledgement.';

revoke all on function public.request_withdrawal_guest(p_number text, p_email text, p_items jsonb, p_idempotency_key text) from public, anon, authenticated, service_role;
grant execute on function public.request_withdrawal_guest(p_number text, p_email text, p_items jsonb, p_idempotency_key text) to anon, authenticated, service_role;
