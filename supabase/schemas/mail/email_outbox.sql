create table "public"."email_outbox" (
  "id"              uuid                     not null default gen_random_uuid(),
  "to_email"        text                     not null,
  "subject"         text,
  "body_text"       text,
  "locale"          text                     not null,
  "kind"            text                     not null,
  "order_id"        uuid,
  "created_at"      timestamp with time zone not null default clock_timestamp(),
  "sent_at"         timestamp with time zone,
  "data"            jsonb                    not null default '{}'::jsonb,
  "attempts"        integer                  not null default 0,
  "next_attempt_at" timestamp with time zone not null default now(),
  "locked_until"    timestamp with time zone,
  "last_error"      text,
  "failed_at"       timestamp with time zone,
  "event_key"       text,
  constraint "email_outbox_attempts_check" check ((attempts >= 0)),
  constraint "email_outbox_kind_check"
    check
    ((kind = ANY (ARRAY['order_confirmation'::text, 'reservation_confirmation'::text, 'balance_paid'::text,
    'balance_due'::text,
    'community_confirmation'::text,
    'order_cancelled'::text,
    'order_shipped'::text,
    'payment_refunded'::text,
    'withdrawal_acknowledged'::text,
    'withdrawal_refunded'::text, 'withdrawal_refused'::text, 'account_erased'::text,
    'staff_alert'::text, 'alert_digest'::text,
    'back_in_stock_confirmation'::text, 'back_in_stock'::text]))),
  constraint "email_outbox_last_error_check" check (((last_error IS NULL) OR (length(last_error) <= 1000))),
  constraint "email_outbox_locale_check" check ((locale = ANY (ARRAY['en'::text, 'fr'::text]))),
  constraint "email_outbox_pkey" primary key (id),
  constraint "email_outbox_words_or_data" check (((subject IS NULL) = (body_text IS NULL))),
  constraint "email_outbox_order_id_fkey" foreign key (order_id) references public.orders(id) on delete
    set null
);

alter table public.email_outbox enable row level security;

create index email_outbox_due_idx on public.email_outbox using btree (next_attempt_at)
  where ((sent_at is null) AND (failed_at is null));

create unique index email_outbox_event_key_idx on public.email_outbox using btree (event_key)
  where (event_key is not null);

create index email_outbox_failed_idx on public.email_outbox using btree (failed_at)
  where (failed_at is not null);

create index email_outbox_order_id_idx on public.email_outbox using btree (order_id);

create index email_outbox_unsent_idx on public.email_outbox using btree (created_at)
  where (sent_at is null);

create trigger email_outbox_event_key before insert on public.email_outbox for each row execute function public.email_outbox_event_key();

create trigger email_outbox_forget_erasure_mail
  after update of sent_at on public.email_outbox
  for each row
  when (((new.kind = 'account_erased'::text) AND (new.sent_at IS NOT NULL)))
  execute function public.email_outbox_forget_erasure_mail();

create trigger email_outbox_raise_alerts
  after update of failed_at, sent_at on public.email_outbox
  for each row
  when (((new.failed_at IS NOT NULL AND old.failed_at IS NULL) OR (new.sent_at IS NOT NULL AND old.sent_at IS NULL)))
  execute function public.email_outbox_raise_alerts();

revoke all on table public.email_outbox from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.email_outbox to service_role;
