create or replace function public.personal_data_scope(p_user_id uuid, p_contact_id uuid)
  returns table (
    user_id     uuid,
    contact_ids uuid[],
    emails      text[],
    order_ids   uuid[]
  )
  language plpgsql stable set search_path to ''
as $function$
declare
  v_user uuid := p_user_id;
  v_contacts uuid[];
  v_emails text[];
  v_orders uuid[];
begin
  if v_user is null and p_contact_id is not null then
    select c.user_id into v_user from public.contacts c where c.id = p_contact_id;
  end if;
  select coalesce(array_agg(c.id order by c.created_at), '{}') into v_contacts
  from public.contacts c
  where c.id = p_contact_id or (v_user is not null and c.user_id = v_user);
  select coalesce(array_agg(distinct x.email), '{}') into v_emails
  from (
    select lower(c.email::text) as email from public.contacts c where c.id = any (v_contacts)
    union
    select lower(u.email) from auth.users u where u.id = v_user and coalesce(u.email, '') <> ''
  ) x;
  select coalesce(array_agg(o.id order by o.created_at), '{}') into v_orders
  from public.orders o
  where (v_user is not null and o.user_id = v_user) or o.contact_id = any (v_contacts);
  return query select v_user, v_contacts, v_emails, v_orders;
end;
$function$;

revoke all on function public.personal_data_scope(p_user_id uuid, p_contact_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.personal_data_scope(p_user_id uuid, p_contact_id uuid) to service_role;
