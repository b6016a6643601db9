create or replace function public.order_events_refuse_update()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  if old.actor_id is not null and new.actor_id is null
     and to_jsonb(new) - 'actor_id' = to_jsonb(old) - 'actor_id' then
    return new;
  end if;
  if current_setting('app.erasing', true) = 'on'
     and to_jsonb(new) - array['actor_id', 'note', 'data'] = to_jsonb(old) - array['actor_id', 'note', 'data'] then
    return new;
  end if;
  raise exception using errcode = 'insufficient_privilege', message = 'order_history_append_only',
    hint = pg_catalog.format('order history is append-only: event %s of order %s cannot be changed', old.id, old.order_id);
end;
$function$;

comment on function "public"."order_events_refuse_update"() is 'Trigger: refuses every update of order_events except the actor being cleared when an account is deleted, and an erasure masking the person''s details.';

revoke all on function public.order_events_refuse_update() from public, anon, authenticated, service_role;
grant execute on function public.order_events_refuse_update() to service_role;
