create table "public"."payment_events" (
  "id"           uuid                     not null default gen_random_uuid(),
  "provider"     text                     not null,
  "event_id"     text                     not null,
  "type"         text                     not null,
  "payload"      jsonb                    not null,
  "order_id"     uuid,
  "received_at"  timestamp with time zone not null default now(),
  "processed_at" timestamp with time zone,
  "outcome"      text,
  constraint "payment_events_order_id_fkey" foreign key (order_id) references public.orders(id) on delete
    set null,
  constraint "payment_events_outcome_check"
    check
    ((outcome = ANY (ARRAY['processed'::text, 'amount_mismatch'::text, 'unknown_order'::text,
    'not_payable'::text, 'refund_due'::text, 'refunded'::text, 'expired'::text, 'ignored'::text]))),
  constraint "payment_events_pkey" primary key (id),
  constraint "payment_events_provider_check" check ((provider = ANY (ARRAY['test'::text, 'stripe'::text]))),
  constraint "payment_events_provider_event_id_key" unique (provider, event_id)
);

alter table public.payment_events enable row level security;

create index payment_events_order_id_idx on public.payment_events using btree (order_id);

create trigger payment_events_raise_alerts
  after insert or update of outcome on public.payment_events
  for each row
  when ((new.outcome = ANY (ARRAY['amount_mismatch'::text, 'unknown_order'::text, 'not_payable'::text])))
  execute function public.payment_events_raise_alerts();

comment on column "public"."payment_events"."outcome" is 'processed: moved the order on; refund_due: recorded and given back (see payment_refunds); refunded: a refund we issued; expired / ignored: a session expiry; amount_mismatch, unknown_order, not_payable: refused, order unchanged.';

revoke all on table public.payment_events from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.payment_events to service_role;
