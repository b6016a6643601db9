create or replace function public.admin_back_in_stock_waiting()
  returns table (product_id uuid, waiting bigint, pending bigint)
  language plpgsql stable set search_path to ''
as $function$
begin
  perform public.crm_require_admin();
  return query
  select s.product_id,
         count(*) filter (where s.status = 'confirmed'),
         count(*) filter (where s.status = 'pending' and s.confirm_expires_at > pg_catalog.now())
  from public.back_in_stock_subscriptions s
  where s.status in ('confirmed', 'pending')
  group by s.product_id;
end;
$function$;

comment on function "public"."admin_back_in_stock_waiting"() is 'Per product: how many addresses wait for its stock (confirmed) and how many have not confirmed yet (pending, unexpired). Owner or admin at aal2 (admins_only, two_factor_required).';

revoke all on function public.admin_back_in_stock_waiting() from public, anon, authenticated, service_role;
grant execute on function public.admin_back_in_stock_waiting() to authenticated, service_role;
