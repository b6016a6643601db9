create or replace function public.orders_set_delivered_at()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') or new.delivered_at is null then
      new.delivered_at := case when new.status = 'delivered' then pg_catalog.now() end;
    end if;
    return new;
  end if;
  if new.status is distinct from old.status and new.status = 'delivered' then
    new.delivered_at := pg_catalog.now();
  elsif new.delivered_at is distinct from old.delivered_at and current_user in ('anon', 'authenticated') then
    raise exception using errcode = 'insufficient_privilege', message = 'delivered_at_protected',
      hint = 'delivered_at is set when the order is marked delivered, not through the API';
  end if;
  return new;
end;
$function$;

comment on function "public"."orders_set_delivered_at"() is 'Trigger: sets orders.delivered_at when the order moves to delivered; refuses an API caller changing it.';

revoke all on function public.orders_set_delivered_at() from public, anon, authenticated, service_role;
grant execute on function public.orders_set_delivered_at() to service_role;
