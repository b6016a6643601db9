create or replace function public.claim_outbox_mails (
  p_limit         integer default 20,
  p_lease_seconds integer default 120
)
  returns SETOF public.email_outbox
  language sql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

revoke all on function public.claim_outbox_mails(p_limit integer, p_lease_seconds integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_outbox_mails(p_limit integer, p_lease_seconds integer) to service_role;
