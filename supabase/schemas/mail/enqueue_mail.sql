create or replace function public.enqueue_mail (
  p_kind     text,
  p_to_email text,
  p_locale   text,
  p_order_id uuid,
  p_data     jsonb
)
  returns uuid
  language sql
  security definer
  set search_path to ''
  AS $function$
  insert into public.email_outbox (kind, to_email, locale, order_id, data)
  values (
    p_kind,
    coalesce(public.plain_email(p_to_email), p_to_email),
    case when p_locale = 'fr' then 'fr' else 'en' end,
    p_order_id,
    public.mail_data_names(coalesce(p_data, '{}'))
  )
  on conflict (event_key) where event_key is not null do nothing
  returning id;
$function$;

revoke all on function public.enqueue_mail(p_kind text, p_to_email text, p_locale text, p_order_id uuid, p_data jsonb) from public, anon, authenticated, service_role;
grant execute on function public.enqueue_mail(p_kind text, p_to_email text, p_locale text, p_order_id uuid, p_data jsonb) to service_role;
