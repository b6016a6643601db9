-- The community confirmation leaves PL/pgSQL (issue 16): queue_community_mail (latest body
-- 20261123100500_personal_data.sql) records the sign-up's details, its confirmation link and, as for every
-- marketing mail, its own unsubscribe link (public.issue_unsubscribe_link, the link marketing_mail_footer put
-- in the text) through public.enqueue_mail; the send-emails template community_confirmation writes the words
-- and the plain unsubscribe footer. Same signature and callers.

create or replace function public.queue_community_mail(p_signup_id uuid, p_token text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
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
      'phone', s.phone,
      'confirm_url', public.site_url() || '/community/confirm?token=' || p_token,
      'unsubscribe_url', public.issue_unsubscribe_link(s.email::text)
    ))
  );
end;
$$;

revoke execute on function public.queue_community_mail(uuid, text) from public, anon, authenticated;
