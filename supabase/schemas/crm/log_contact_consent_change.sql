create or replace function public.log_contact_consent_change()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_reason text := nullif(current_setting('app.consent_change_reason', true), '');
begin
  if tg_op = 'INSERT' and new.consent
     or tg_op = 'UPDATE' and new.consent is distinct from old.consent then
    insert into public.contact_notes (contact_id, author_id, kind, body)
    values (
      new.id,
      auth.uid(),
      'consent',
      case
        when new.consent then 'Consent given (source: ' || new.source || ')'
        else 'Consent withdrawn' || coalesce(' (' || v_reason || ')', '')
      end
    );
  end if;
  return null;
end;
$function$;

revoke all on function public.log_contact_consent_change() from public, anon, authenticated, service_role;
grant execute on function public.log_contact_consent_change() to service_role;
