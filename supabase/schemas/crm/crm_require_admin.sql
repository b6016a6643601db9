create or replace function public.crm_require_admin(p_write boolean default false)
  returns void language plpgsql stable set search_path to ''
as $function$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception using errcode = '42501', message = 'admins_only',
      hint = 'Only an admin may use the customer tools.';
  end if;
  if not coalesce((select public.admin_read_allowed()), false) then
    raise exception using errcode = '42501', message = 'two_factor_required',
      hint = 'Confirm the code of your authenticator app first (two-factor authentication).';
  end if;
end;
$function$;

comment on function "public"."crm_require_admin"(boolean) is 'Raises admins_only for anyone but an admin, two_factor_required for an admin at aal1, for reads and writes alike (p_write is kept for its callers and no longer matters).';

revoke all on function public.crm_require_admin(p_write boolean) from public, anon, authenticated, service_role;
grant execute on function public.crm_require_admin(p_write boolean) to authenticated, service_role;
