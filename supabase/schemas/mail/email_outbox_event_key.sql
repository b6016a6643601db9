create or replace function public.email_outbox_event_key()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  if new.event_key is null then
    if new.kind in ('order_confirmation', 'reservation_confirmation', 'balance_paid', 'order_cancelled')
       and new.order_id is not null then
      new.event_key := new.kind || ':' || new.order_id::text;
    elsif nullif(new.data ->> 'event_key', '') is not null then
      new.event_key := new.kind || ':' || (new.data ->> 'event_key');
    end if;
  end if;
  return new;
end;
$function$;

revoke all on function public.email_outbox_event_key() from public, anon, authenticated, service_role;
grant execute on function public.email_outbox_event_key() to service_role;
