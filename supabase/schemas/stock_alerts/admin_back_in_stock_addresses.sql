create or replace function public.admin_back_in_stock_addresses(p_product uuid)
  returns table (email text, locale text, status text, member boolean, requested_at timestamp with time zone,
                 confirmed_at timestamp with time zone)
  language plpgsql stable set search_path to ''
as $function$
begin
  perform public.crm_require_admin();
  return query
  select s.email::text, s.locale, s.status, s.user_id is not null, s.requested_at, s.confirmed_at
  from public.back_in_stock_subscriptions s
  where s.product_id = p_product
    and (s.status = 'confirmed' or (s.status = 'pending' and s.confirm_expires_at > pg_catalog.now()))
  order by s.status, coalesce(s.confirmed_at, s.requested_at), s.email;
end;
$function$;

comment on function "public"."admin_back_in_stock_addresses"(uuid) is 'The waiting list of one product: confirmed addresses first (oldest first), then those not confirmed yet. Owner or admin at aal2 (admins_only, two_factor_required).';

revoke all on function public.admin_back_in_stock_addresses(p_product uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_back_in_stock_addresses(p_product uuid) to authenticated, service_role;
