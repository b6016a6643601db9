create or replace function public.guest_withdrawal_options(p_number text, p_email text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_order_id uuid := public.find_order_for_guest(p_number, p_email);
begin
  if v_order_id is null then
    return null;
  end if;
  return public.withdrawal_options(v_order_id);
end;
$function$;

comment on function "public"."guest_withdrawal_options"(text, text) is 'A guest''s order by number + email as the withdrawal form shows it, or null; the order lookup''s limits apply.';

revoke all on function public.guest_withdrawal_options(p_number text, p_email text) from public, anon, authenticated, service_role;
grant execute on function public.guest_withdrawal_options(p_number text, p_email text) to anon, authenticated, service_role;
