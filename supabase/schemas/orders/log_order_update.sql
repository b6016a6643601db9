create or replace function public.log_order_update()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_skip text[] := array['updated_at', 'status', 'search_text', 'total', 'paid_at', 'cancelled_at', 'delivered_at'];
  v_old jsonb := to_jsonb(old) - v_skip;
  v_new jsonb := to_jsonb(new) - v_skip;
  v_changes jsonb := '{}'::jsonb;
  v_key text;
begin
  -- Functions run by the service role (the webhook) log their own event; this trail is for people. An erasure
  -- logs one note of its own instead of the values it removes.
  if auth.uid() is null or current_setting('app.erasing', true) = 'on' then
    return null;
  end if;
  for v_key in select jsonb_object_keys(v_new) loop
    if v_new -> v_key is distinct from v_old -> v_key then
      v_changes := v_changes || jsonb_build_object(
        v_key, jsonb_build_object('from', v_old -> v_key, 'to', v_new -> v_key)
      );
    end if;
  end loop;
  if v_changes <> '{}'::jsonb then
    insert into public.order_events (order_id, actor_id, type, data)
    values (new.id, auth.uid(), 'updated', jsonb_build_object('changes', v_changes));
  end if;
  return null;
end;
$function$;

comment on function "public"."log_order_update"() is 'Trigger: records in order_events every column a signed-in person changes on an order (not the status).';

revoke all on function public.log_order_update() from public, anon, authenticated, service_role;
grant execute on function public.log_order_update() to service_role;
