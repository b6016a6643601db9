create or replace function public.get_order_receipt(p_order_id uuid, p_token text)
  returns jsonb language plpgsql stable security definer set search_path to ''
as $function$
begin
  if p_order_id is null or p_token is null or length(p_token) > 200 then
    return null;
  end if;
  -- Digests are compared, not tokens: how long the comparison takes reveals at most a prefix of a hash.
  if not exists (
    select 1
    from public.order_receipt_tokens t
    where t.order_id = p_order_id
      and t.token_hash = extensions.digest(p_token, 'sha256')
  ) then
    return null;
  end if;
  return public.order_summary(p_order_id, true);
end;
$function$;

comment on function "public"."get_order_receipt"(uuid, text) is 'The order behind a payment-success URL (order id + receipt token), or null.';

revoke all on function public.get_order_receipt(p_order_id uuid, p_token text) from public, anon, authenticated, service_role;
grant execute on function public.get_order_receipt(p_order_id uuid, p_token text) to anon, authenticated, service_role;
