create or replace function public.admin_ready_to_sell()
  returns jsonb language plpgsql stable security definer set search_path to ''
as $function$
begin
  if not public.is_admin() then
    raise exception 'admin_only' using errcode = 'insufficient_privilege',
      hint = 'Only the owner and admins read the Ready to sell checklist.';
  end if;
  if not public.admin_read_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'Staff read the checklist after the two-factor challenge (aal2).';
  end if;
  return jsonb_build_object(
    'items', public.ready_to_sell_items(),
    'enforced', coalesce((select s.require_ready_to_sell from public.shop_settings s where s.id), true),
    'open', public.checkout_open());
end;
$function$;

comment on function "public"."admin_ready_to_sell"() is 'The Ready to sell checklist for the admin''s Settings and home: {items: ready_to_sell_items(), enforced, open}. The owner or an admin past two factors.';

revoke all on function public.admin_ready_to_sell() from public, anon, authenticated, service_role;
grant execute on function public.admin_ready_to_sell() to authenticated, service_role;
