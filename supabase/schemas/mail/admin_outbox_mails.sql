create or replace function public.admin_outbox_mails (
  p_order_id uuid    default null::uuid,
  p_limit    integer default 100
)
  returns table (
    id              uuid,
    kind            text,
    to_email        text,
    locale          text,
    order_id        uuid,
    order_number    text,
    state           text,
    attempts        integer,
    last_error      text,
    created_at      timestamp with time zone,
    sent_at         timestamp with time zone,
    failed_at       timestamp with time zone,
    next_attempt_at timestamp with time zone
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
begin
  perform public.crm_require_admin();
  if p_order_id is not null and not exists (select 1 from public.orders o where o.id = p_order_id) then
    raise exception 'order_not_found' using errcode = 'PT404',
      hint = 'No order has this id.';
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
$function$;

revoke all on function public.admin_outbox_mails(p_order_id uuid, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_outbox_mails(p_order_id uuid, p_limit integer) to authenticated, service_role;
