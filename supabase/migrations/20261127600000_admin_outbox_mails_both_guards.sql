-- admin_outbox_mails keeps both of this session's changes. Two migrations redefined it from the same older body
-- (20261123200000_mail_outbox_worker.sql), each with one change: 20261127300110_admin_unknown_ids_404.sql
-- refuses an order id that is no order (404 order_not_found), 20261127400000_admin_reads_aal2.sql checks the
-- caller through crm_require_admin (an admin at aal2: the list shows where mail went, personal data). The later
-- one, applied last, had dropped the first's change; this body has both.
--
-- Functions: public.admin_outbox_mails(uuid, integer) -- redefined (previous bodies: the two migrations above).

create or replace function public.admin_outbox_mails(p_order_id uuid default null, p_limit integer default 100)
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
$$;
