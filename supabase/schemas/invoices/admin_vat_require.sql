create or replace function public.admin_vat_require()
  returns void language plpgsql stable set search_path to ''
as $function$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception using errcode = '42501', message = 'admins_only',
      hint = 'Only an admin may read the shop''s VAT figures.';
  end if;
  if not coalesce((select public.admin_read_allowed()), false) then
    raise exception using errcode = '42501', message = 'two_factor_required',
      hint = 'Confirm the code of your authenticator app first (two-factor authentication).';
  end if;
end;
$function$;

comment on function "public"."admin_vat_require"() is 'Raises admins_only for anyone but an admin and two_factor_required for an admin at aal1; the guard of the admin VAT and accounting functions.';

revoke all on function public.admin_vat_require() from public, anon, authenticated, service_role;
grant execute on function public.admin_vat_require() to service_role;
