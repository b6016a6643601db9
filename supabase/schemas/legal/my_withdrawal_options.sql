create or replace function public.my_withdrawal_options(p_order_id uuid)
  returns jsonb language plpgsql stable security definer set search_path to ''
as $function$
begin
  if auth.uid() is null
     or not exists (select 1 from public.orders o where o.id = p_order_id and o.user_id = auth.uid()) then
    return null;
  end if;
  return public.withdrawal_options(p_order_id);
end;
$function$;

comment on function "public"."my_withdrawal_options"(uuid) is 'The signed-in owner''s order as the withdrawal form shows it (lines left to withdraw, period, requests), or null.';

revoke all on function public.my_withdrawal_options(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.my_withdrawal_options(p_order_id uuid) to authenticated, service_role;
