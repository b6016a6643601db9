create or replace function public.order_notes_as_written()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.from_status is not null or new.to_status is not null or new.data is distinct from '{}'::jsonb then
    raise exception using errcode = 'insufficient_privilege', message = 'order_note_fields_protected',
      hint = 'a note added through the API carries its text only: statuses and data are written by the order functions';
  end if;
  new.created_at := pg_catalog.now();
  return new;
end;
$function$;

comment on function "public"."order_notes_as_written"() is 'Trigger: a note inserted by anon or authenticated is dated now and carries no statuses or data.';

revoke all on function public.order_notes_as_written() from public, anon, authenticated, service_role;
grant execute on function public.order_notes_as_written() to service_role;
