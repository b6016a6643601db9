-- The outbox worker's side in SQL (issue 16, item 1): the send-emails function claims due rows with a lease
-- (`for update skip locked`, so two concurrent runs never take the same row), sends each once, then marks it
-- sent, or failed: retried with exponential back-off (1, 2, 4 ... minutes, at most 6 hours apart) until it fails
-- permanently (an SMTP 5xx, a refused address, or MAIL_MAX_ATTEMPTS attempts). Permanent failures stay in the
-- table with their error, shown to admins (admin_outbox_mails) who may queue one again (admin_retry_mail, aal2).
--
-- Each event mails once: public.email_outbox.event_key is unique. The once-per-order kinds get theirs here
-- (kind:order id); other kinds may carry data.event_key (e.g. a shipment's id), set by the SQL that queues
-- them. enqueue_mail ignores a second mail of the same event and returns null.
--
-- Service role only: claim_outbox_mails, complete_outbox_mail, fail_outbox_mail. authenticated (admins, checked
-- inside): admin_outbox_mails, admin_retry_mail.

alter table public.email_outbox
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz not null default pg_catalog.now(),
  add column locked_until timestamptz,
  add column last_error text check (last_error is null or length(last_error) <= 1000),
  add column failed_at timestamptz,
  add column event_key text;

-- Mails leave in the order they were queued, within one transaction too (now() is the transaction's start).
alter table public.email_outbox alter column created_at set default pg_catalog.clock_timestamp();

create unique index email_outbox_event_key_idx on public.email_outbox (event_key) where event_key is not null;
create index email_outbox_due_idx on public.email_outbox (next_attempt_at)
  where sent_at is null and failed_at is null;
create index email_outbox_failed_idx on public.email_outbox (failed_at) where failed_at is not null;

-- The event a mail belongs to: a confirmation, a balance paid or a cancellation happen once per order.
create function public.email_outbox_event_key()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.event_key is null then
    if new.kind in ('order_confirmation', 'reservation_confirmation', 'balance_paid', 'order_cancelled')
       and new.order_id is not null then
      new.event_key := new.kind || ':' || new.order_id::text;
    elsif nullif(new.data ->> 'event_key', '') is not null then
      new.event_key := new.kind || ':' || (new.data ->> 'event_key');
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.email_outbox_event_key() from public, anon, authenticated;

create trigger email_outbox_event_key
  before insert on public.email_outbox
  for each row execute function public.email_outbox_event_key();

-- enqueue_mail (20261123150000) with the event's key: the second mail of one event is not queued (null).
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
  values (p_kind, p_to_email, case when p_locale = 'fr' then 'fr' else 'en' end, p_order_id, coalesce(p_data, '{}'))
  on conflict (event_key) where event_key is not null do nothing
  returning id;
$$;

revoke execute on function public.enqueue_mail(text, text, text, uuid, jsonb) from public, anon, authenticated;

-- Up to p_limit due rows, each leased to the caller for p_lease_seconds: a run that dies mid-send leaves its
-- rows to the next run once the lease ends. The attempt is counted at the claim.
create function public.claim_outbox_mails(p_limit integer default 20, p_lease_seconds integer default 120)
returns setof public.email_outbox
language sql
volatile
security definer
set search_path = ''
as $$
  with claimed as (
    update public.email_outbox m
    set locked_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(10, least(p_lease_seconds, 900))),
        attempts = m.attempts + 1
    where m.id in (
      select d.id
      from public.email_outbox d
      where d.sent_at is null
        and d.failed_at is null
        and d.next_attempt_at <= pg_catalog.now()
        and (d.locked_until is null or d.locked_until < pg_catalog.now())
      order by d.next_attempt_at, d.created_at
      limit greatest(1, least(p_limit, 100))
      for update skip locked
    )
    returning m.*
  )
  -- In the order the events happened (UPDATE ... RETURNING has none): a confirmation leaves before its
  -- cancellation.
  select * from claimed order by next_attempt_at, created_at, id;
$$;

-- Sent: once, and only by the run holding the lease (a run whose lease ran out does not mark a row that
-- another run has taken since).
create function public.complete_outbox_mail(p_id uuid, p_attempt integer)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  update public.email_outbox
  set sent_at = pg_catalog.now(), locked_until = null, last_error = null
  where id = p_id and sent_at is null and attempts = p_attempt
  returning true;
$$;

-- Not sent: again after 2^(attempts-1) minutes (at most 6 hours), or for good when p_permanent or after
-- p_max_attempts attempts. Returns 'retry' or 'failed'.
create function public.fail_outbox_mail(p_id uuid, p_attempt integer, p_error text, p_permanent boolean,
  p_max_attempts integer default 8)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_failed boolean := p_permanent or p_attempt >= greatest(1, p_max_attempts);
begin
  update public.email_outbox
  set locked_until = null,
      last_error = left(coalesce(nullif(btrim(p_error), ''), 'unknown error'), 1000),
      failed_at = case when v_failed then pg_catalog.now() end,
      next_attempt_at = case when v_failed then next_attempt_at
        else pg_catalog.now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(0, p_attempt - 1))) end
  where id = p_id and sent_at is null and attempts = p_attempt;
  return case when v_failed then 'failed' else 'retry' end;
end;
$$;

revoke execute on function public.claim_outbox_mails(integer, integer) from public, anon, authenticated;
revoke execute on function public.complete_outbox_mail(uuid, integer) from public, anon, authenticated;
revoke execute on function public.fail_outbox_mail(uuid, integer, text, boolean, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox_mails(integer, integer) to service_role;
grant execute on function public.complete_outbox_mail(uuid, integer) to service_role;
grant execute on function public.fail_outbox_mail(uuid, integer, text, boolean, integer) to service_role;

-- What admins see of the outbox: the mails of one order (p_order_id), or the mails that failed for good
-- (p_order_id null), newest first; their state is sent, queued, retrying or failed. No bodies.
create function public.admin_outbox_mails(p_order_id uuid default null, p_limit integer default 100)
returns table (
  id uuid,
  kind text,
  to_email text,
  locale text,
  order_id uuid,
  order_number text,
  state text,
  attempts integer,
  last_error text,
  created_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  next_attempt_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admins_only' using errcode = 'insufficient_privilege';
  end if;
  return query
  select m.id, m.kind, m.to_email, m.locale, m.order_id, o.number::text,
         case when m.sent_at is not null then 'sent'
              when m.failed_at is not null then 'failed'
              when m.attempts > 0 then 'retrying'
              else 'queued' end,
         m.attempts, m.last_error, m.created_at, m.sent_at, m.failed_at, m.next_attempt_at
  from public.email_outbox m
  left join public.orders o on o.id = m.order_id
  where (p_order_id is null and m.failed_at is not null and m.sent_at is null)
     or (p_order_id is not null and m.order_id = p_order_id)
  order by m.created_at desc
  limit greatest(1, least(coalesce(p_limit, 100), 500));
end;
$$;

-- An admin queues a failed mail again (after fixing the address or the transport): attempts start over.
create function public.admin_retry_mail(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.email_outbox;
begin
  if not public.is_admin() then
    raise exception 'admins_only' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin retries a mail after the two-factor challenge (aal2).';
  end if;
  select * into m from public.email_outbox where id = p_id for update;
  if not found or m.sent_at is not null or m.failed_at is null then
    raise exception 'mail_not_failed' using errcode = 'check_violation',
      hint = 'Only a mail that failed for good can be sent again.';
  end if;
  update public.email_outbox
  set failed_at = null, attempts = 0, next_attempt_at = pg_catalog.now(), locked_until = null
  where id = p_id;
  if m.order_id is not null then
    insert into public.order_events (order_id, actor_id, type, note, data)
    values (m.order_id, auth.uid(), 'note', 'Mail queued again: ' || m.kind,
            jsonb_build_object('kind', 'mail_retried', 'outbox_id', m.id));
  end if;
end;
$$;

revoke execute on function public.admin_outbox_mails(uuid, integer) from public, anon, authenticated;
revoke execute on function public.admin_retry_mail(uuid) from public, anon, authenticated;
grant execute on function public.admin_outbox_mails(uuid, integer) to authenticated;
grant execute on function public.admin_retry_mail(uuid) to authenticated;
