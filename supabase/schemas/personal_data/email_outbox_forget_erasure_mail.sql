create or replace function public.email_outbox_forget_erasure_mail()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  delete from public.email_outbox where id = new.id;
  return null;
end;
$function$;

revoke all on function public.email_outbox_forget_erasure_mail() from public, anon, authenticated, service_role;
grant execute on function public.email_outbox_forget_erasure_mail() to service_role;
