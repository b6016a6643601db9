create or replace function public.claim_guest_orders()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_claimed uuid[];
begin
  -- Only an address its owner has proven may claim: an unconfirmed sign-up with someone else's address gets
  -- nothing, and an email change counts once Auth has made it (after its link is followed).
  if new.email is null or new.email = '' or new.email_confirmed_at is null then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.email_confirmed_at is not null and old.email is not distinct from new.email then
    return null;
  end if;

  -- The guest orders placed with this address (citext: the case the guest typed does not matter), and only
  -- those: an order another account already holds stays with it.
  with claimed as (
    update public.orders o
    set user_id = new.id
    where o.email = new.email::extensions.citext and o.user_id is null
    returning o.id
  )
  select coalesce(array_agg(id), '{}') into v_claimed from claimed;

  -- The trail an admin reads: who the order now belongs to and why (log_order_update logs people's edits only).
  insert into public.order_events (order_id, actor_id, type, data)
  select id, null, 'updated',
    jsonb_build_object('changes', jsonb_build_object('user_id', jsonb_build_object('from', null, 'to', new.id)),
                       'reason', 'confirmed_address')
  from unnest(v_claimed) as id;

  return null;
exception
  -- Linking past orders must never stand between a person and their account: log and let the confirmation in.
  when others then
    raise warning 'claim_guest_orders: orders not linked for user %: %', new.id, sqlerrm;
    return null;
end;
$function$;

comment on function "public"."claim_guest_orders"() is 'Trigger on auth.users: once an address is confirmed (sign-up, or an email change Auth has made), the guest orders placed with it (no user yet, same address whatever its case) become the account''s, so they show on its pages.';

revoke all on function public.claim_guest_orders() from public, anon, authenticated, service_role;
grant execute on function public.claim_guest_orders() to service_role;
