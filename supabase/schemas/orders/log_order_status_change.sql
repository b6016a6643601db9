create or replace function public.log_order_status_change()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
begin
  if tg_op = 'INSERT' then
    insert into public.order_events (order_id, actor_id, type, to_status)
    values (new.id, auth.uid(), 'created', new.status);
  elsif new.status is distinct from old.status then
    insert into public.order_events (order_id, actor_id, type, from_status, to_status)
    values (new.id, auth.uid(), 'status_changed', old.status, new.status);
  end if;
  return null;
end;
$function$;

revoke all on function public.log_order_status_change() from public, anon, authenticated, service_role;
grant execute on function public.log_order_status_change() to service_role;
