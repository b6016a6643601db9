-- Every mail goes to one plain address and greets nobody with a link (issue 27 item 3), whoever queues it.
--
-- public.enqueue_mail (latest body 20261123200000_mail_outbox_worker.sql) is the one door of every queued mail
-- (order, refund, shipment, withdrawal, community, erasure). It now stores:
--   - the recipient normalized by public.plain_email (trimmed, lower-cased); text that is not one plain
--     address (`n1<victim@example.com>` from an order placed before the forms checked) is kept as it is, and
--     the sender fails that row for good instead of letting a mail library read a display name out of it
--     (supabase/functions/_shared/mail/render.ts);
--   - the data with its top-level name, first_name and last_name only when public.mail_name lets them through
--     (no link, no control character): a name typed before the forms refused links is left out, and the
--     template greets with "Hello,". The lines' product names are the shop's, not a visitor's, and stay.
--
-- public.mail_data_names(jsonb): the data without the names a mail may not carry. Not callable through the API.

create function public.mail_data_names(p_data jsonb)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when jsonb_typeof(p_data) = 'object' then (
    select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
    from jsonb_each(p_data) e
    where not (
      e.key in ('name', 'first_name', 'last_name')
      and (jsonb_typeof(e.value) <> 'string' or public.mail_name(e.value #>> '{}') is null)
    )
  ) else p_data end
$$;

comment on function public.mail_data_names(jsonb) is
  'A mail''s data without a top-level name, first_name or last_name that public.mail_name refuses (a link, a control character, empty).';

revoke execute on function public.mail_data_names(jsonb) from public, anon, authenticated;

create or replace function public.enqueue_mail(
  p_kind text,
  p_to_email text,
  p_locale text,
  p_order_id uuid,
  p_data jsonb
) returns uuid
language sql
security definer
set search_path = ''
as $$
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
$$;

revoke execute on function public.enqueue_mail(text, text, text, uuid, jsonb) from public, anon, authenticated;
