create or replace function public.contact_messages_raise_alerts()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  -- The sender's name and words stay in the message (RLS, erasure): the alert carries ids only.
  if tg_op = 'INSERT' then
    perform public.raise_alert('contact_message', new.id::text,
      case when new.contact_id is null then '{}'::jsonb
        else jsonb_build_object('contact_id', new.contact_id) end,
      null, null, null, new.id);
  elsif new.handled_at is not null then
    perform public.clear_alerts('contact_message', new.id::text);
  end if;
  return null;
end;
$function$;

comment on function "public"."contact_messages_raise_alerts"() is 'Trigger: a contact message raises its alert (ids only, no personal data); marking it handled clears it.';

revoke all on function public.contact_messages_raise_alerts() from public, anon, authenticated, service_role;
grant execute on function public.contact_messages_raise_alerts() to service_role;
