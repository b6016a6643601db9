create table "public"."payment_refunds" (
  "id"                 uuid                     not null default gen_random_uuid(),
  "order_id"           uuid                     not null,
  "provider"           text                     not null,
  "event_id"           text                     not null,
  "payment_event_id"   uuid,
  "payment_reference"  text,
  "amount"             numeric(12,2)            not null,
  "currency"           text                     not null,
  "reason"             text                     not null,
  "status"             text                     not null default 'pending'::text,
  "provider_refund_id" text,
  "error"              text,
  "created_at"         timestamp with time zone not null default now(),
  "completed_at"       timestamp with time zone,
  "request_id"         uuid,
  "requested_by"       uuid,
  "note"               text,
  "reservation_id"     uuid,
  "withdrawal_id"      uuid,
  "mark_refunded"      boolean                  not null default false,
  constraint "payment_refunds_amount_check" check ((amount > (0)::numeric)),
  constraint "payment_refunds_check" check (((status = 'succeeded'::text) = (provider_refund_id IS
    NOT NULL))),
  constraint "payment_refunds_currency_check" check ((currency = ANY (ARRAY['usd'::text, 'eur'::text]))),
  constraint "payment_refunds_note_check" check ((length(note) <= 2000)),
  constraint "payment_refunds_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade,
  constraint "payment_refunds_payment_event_id_fkey" foreign key (payment_event_id)
    references public.payment_events(id) on delete set null,
  constraint "payment_refunds_pkey" primary key (id),
  constraint "payment_refunds_provider_check" check ((provider = ANY (ARRAY['test'::text, 'stripe'::text]))),
  constraint "payment_refunds_provider_event_id_key" unique (provider, event_id),
  constraint "payment_refunds_reason_check"
    check
    ((reason = ANY (ARRAY['stock_gone'::text, 'order_cancelled'::text, 'already_paid'::text,
    'superseded'::text,
    'reservation_cancelled'::text, 'cancelled_by_shop'::text, 'shop_refund'::text, 'withdrawal'::text]))),
  constraint "payment_refunds_requested_by_fkey" foreign key (requested_by) references auth.users(id)
    on delete set null,
  constraint "payment_refunds_status_check"
    check ((status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text]))),
  constraint "payment_refunds_reservation_id_fkey" foreign key (reservation_id)
    references public.reservations(id) on delete set null,
  constraint "payment_refunds_withdrawal_id_fkey" foreign key (withdrawal_id)
    references public.withdrawals(id) on delete set null
);

alter table public.payment_refunds enable row level security;

create index payment_refunds_order_id_idx on public.payment_refunds using btree (order_id);

create index payment_refunds_payment_event_id_idx on public.payment_refunds using btree (payment_event_id);

create index payment_refunds_pending_idx on public.payment_refunds using btree (created_at)
  where (status = 'pending'::text);

create index payment_refunds_request_id_idx on public.payment_refunds using btree (request_id);

create index payment_refunds_requested_by_idx on public.payment_refunds using btree (requested_by);

create index payment_refunds_reservation_id_idx on public.payment_refunds using btree (reservation_id);

create index payment_refunds_withdrawal_id_idx on public.payment_refunds using btree (withdrawal_id);

create trigger payment_refunds_raise_alerts
  after insert or update of status on public.payment_refunds
  for each row
  when ((new.status = 'failed'::text))
  execute function public.payment_refunds_raise_alerts();

create policy "admin reads need aal2" on public.payment_refunds as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admins read automatic refunds" on public.payment_refunds for select to authenticated using ((select public.is_admin()));

comment on column "public"."payment_refunds"."mark_refunded" is 'The admin asked to mark the order refunded: done when every row of the request succeeded.';

comment on column "public"."payment_refunds"."request_id" is 'The refund as asked for: its rows (one per payment the money goes back to) share it; null for an automatic refund (one row).';

comment on table "public"."payment_refunds" is 'Every refund the shop asks the provider for (automatic: units gone, order cancelled, paid twice; or asked by a member or an admin): pending, then succeeded or failed.';

revoke all on table public.payment_refunds from anon, authenticated, service_role;
grant select on table public.payment_refunds to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.payment_refunds to service_role;
