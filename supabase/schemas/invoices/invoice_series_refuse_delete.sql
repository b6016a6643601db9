create or replace function public.invoice_series_refuse_delete()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  raise exception 'invoice series % is kept', old.series using errcode = 'insufficient_privilege';
end;
$function$;

revoke all on function public.invoice_series_refuse_delete() from public, anon, authenticated, service_role;
grant execute on function public.invoice_series_refuse_delete() to service_role;
