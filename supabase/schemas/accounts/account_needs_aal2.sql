create or replace function public.account_needs_aal2(p_user_id uuid)
  returns boolean language sql stable set search_path to ''
as $function$
  select exists (
    select 1 from auth.mfa_factors f where f.user_id = p_user_id and f.status::text = 'verified'
  )
$function$;

revoke all on function public.account_needs_aal2(p_user_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.account_needs_aal2(p_user_id uuid) to service_role;
