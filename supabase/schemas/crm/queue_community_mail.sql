create or replace function public.queue_community_mail(p_signup_id uuid, p_token text)
  returns void language plpgsql set search_path to ''
as $function$
declare
  s public.community_signups;
begin
  select * into s from public.community_signups where id = p_signup_id;
  if not found then
    return;
  end if;
  perform public.enqueue_mail(
    'community_confirmation',
    s.email::text,
    s.locale,
    null,
    jsonb_strip_nulls(jsonb_build_object(
      'first_name', s.first_name,
      'last_name', s.last_name,
      'country', s.country,
      'phone', pg_catalog.translate(s.phone, '.', ' '),
      'confirm_url', public.site_url() || '/community/confirm?token=' || p_token,
      'unsubscribe_url', public.issue_unsubscribe_link(s.email::text)
    ))
  );
end;
$function$;

revoke all on function public.queue_community_mail(p_signup_id uuid, p_token text) from public, anon, authenticated, service_role;
grant execute on function public.queue_community_mail(p_signup_id uuid, p_token text) to service_role;
