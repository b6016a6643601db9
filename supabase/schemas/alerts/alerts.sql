create table "public"."alerts" (
  "id"                 uuid                     not null default gen_random_uuid(),
  "kind"               text                     not null,
  "subject_key"        text                     not null,
  "urgency"            text                     not null,
  "order_id"           uuid,
  "product_id"         uuid,
  "withdrawal_id"      uuid,
  "contact_message_id" uuid,
  "details"            jsonb                    not null default '{}'::jsonb,
  "raised_at"          timestamp with time zone not null default clock_timestamp(),
  "mailed_at"          timestamp with time zone,
  "cleared_at"         timestamp with time zone,
  "cleared_by"         uuid,
  constraint "alerts_pkey" primary key (id),
  constraint "alerts_kind_check"
    check ((kind = ANY (ARRAY['new_order'::text, 'withdrawal_requested'::text, 'contact_message'::text,
    'payment_failed'::text, 'refund_failed'::text, 'webhook_refused'::text, 'mail_failed'::text,
    'low_stock'::text, 'job_late'::text, 'balance_overdue'::text]))),
  constraint "alerts_urgency_check" check ((urgency = ANY (ARRAY['urgent'::text, 'routine'::text]))),
  constraint "alerts_subject_key_check" check (((length(subject_key) >= 1) AND (length(subject_key) <= 200))),
  constraint "alerts_cleared_by_check" check (((cleared_by IS NULL) OR (cleared_at IS NOT NULL))),
  constraint "alerts_order_id_fkey" foreign key (order_id) references public.orders(id) on delete cascade,
  constraint "alerts_product_id_fkey" foreign key (product_id) references public.products(id) on delete cascade,
  constraint "alerts_withdrawal_id_fkey" foreign key (withdrawal_id) references public.withdrawals(id)
    on delete cascade,
  constraint "alerts_contact_message_id_fkey" foreign key (contact_message_id)
    references public.contact_messages(id) on delete cascade,
  constraint "alerts_cleared_by_fkey" foreign key (cleared_by) references auth.users(id) on delete set null
);

alter table public.alerts enable row level security;

-- One open alert per event or condition: a race of the same event raises it once, and it is mailed once.
create unique index alerts_open_subject_idx on public.alerts using btree (kind, subject_key)
  where (cleared_at is null);

create index alerts_subject_idx on public.alerts using btree (kind, subject_key);

create index alerts_open_raised_at_idx on public.alerts using btree (raised_at desc) where (cleared_at is null);

create index alerts_routine_unmailed_idx on public.alerts using btree (raised_at)
  where ((urgency = 'routine'::text) AND (mailed_at IS NULL) AND (cleared_at IS NULL));

create index alerts_order_id_idx on public.alerts using btree (order_id);

create index alerts_product_id_idx on public.alerts using btree (product_id);

create index alerts_withdrawal_id_idx on public.alerts using btree (withdrawal_id);

create index alerts_contact_message_id_idx on public.alerts using btree (contact_message_id);

create index alerts_cleared_by_idx on public.alerts using btree (cleared_by);

create policy "admin reads need aal2" on public.alerts as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admins read alerts" on public.alerts for select to authenticated using ((select public.is_admin()));

comment on table "public"."alerts" is 'What needs the owner''s attention (docs/alerts.md): raised by SQL in the transaction of the event, urgent ones mailed to the owners at once, routine ones in the daily digest; cleared when the condition ends or by an admin (admin_clear_alert).';

comment on column "public"."alerts"."subject_key" is 'What the alert is about (an order id, a product id, a job and its last run...): one open alert per kind and subject.';

comment on column "public"."alerts"."details" is 'What the list and the mails show (order number, product name, stock and level, job, reason); never a person''s name or address.';

revoke all on table public.alerts from anon, authenticated, service_role;
grant select on table public.alerts to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.alerts to service_role;
