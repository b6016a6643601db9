-- The contract between the code that decides a mail is due (SQL, in the transaction of the event) and the code
-- that writes and sends it (the send-emails function and its templates): SQL records only the mail's kind, its
-- recipient, language, order and the data the template needs (`data`); the words live beside the sender. Rows
-- of the older kinds still carry their subject and text until their functions move to this contract, so both
-- columns become optional.
alter table public.email_outbox add column data jsonb not null default '{}'::jsonb;
alter table public.email_outbox alter column subject drop not null;
alter table public.email_outbox alter column body_text drop not null;
alter table public.email_outbox add constraint email_outbox_words_or_data check (
  (subject is null) = (body_text is null)
);

-- The lifecycle mails of fulfilment and reservations join the one list of kinds.
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'order_confirmation',
  'reservation_confirmation',
  'balance_paid',
  'balance_due',
  'community_confirmation',
  'order_cancelled',
  'order_shipped',
  'payment_refunded',
  'withdrawal_acknowledged',
  'withdrawal_refunded',
  'account_erased'
));

-- One way to queue a mail: kind, recipient, language, order (or null) and the template's data. Called by other
-- SQL functions only (security definer for the ones that run as the caller); nobody calls it through the API.
create function public.enqueue_mail(
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
  values (p_kind, p_to_email, case when p_locale = 'fr' then 'fr' else 'en' end, p_order_id, coalesce(p_data, '{}'))
  returning id;
$$;

revoke execute on function public.enqueue_mail(text, text, text, uuid, jsonb) from public, anon, authenticated;
