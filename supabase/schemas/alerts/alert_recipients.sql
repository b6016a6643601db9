create or replace function public.alert_recipients()
  returns table (user_id uuid, email text, locale text)
  language sql stable security definer set search_path to ''
as $function$
  -- The owners, each in the language their account or contact card gives (enqueue_mail falls back to English).
  select u.id, u.email::text, coalesce(
    (select c.locale from public.contacts c where c.user_id = u.id order by c.created_at limit 1),
    u.raw_user_meta_data ->> 'locale'
  )
  from public.user_roles r
  join auth.users u on u.id = r.user_id
  where r.role = 'owner' and u.email is not null and u.deleted_at is null
  order by u.created_at, u.id
$function$;

comment on function "public"."alert_recipients"() is 'Who the alert mails go to: every owner (user_roles.role = owner), with the language of their mail.';

revoke all on function public.alert_recipients() from public, anon, authenticated, service_role;
grant execute on function public.alert_recipients() to service_role;
