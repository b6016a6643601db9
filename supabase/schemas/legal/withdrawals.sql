create table "public"."withdrawals" (
  "id"               uuid                     not null default gen_random_uuid(),
  "order_id"         uuid                     not null,
  "requested_by"     text                     not null,
  "user_id"          uuid,
  "idempotency_key"  text                     not null,
  "statement"        text                     not null,
  "sealed_confirmed" boolean                  not null default false,
  "requested_at"     timestamp with time zone not null default now(),
  "refund_deadline"  timestamp with time zone not null,
  "status"           text                     not null default 'requested'::text,
  "refund_amount"    numeric(12,2),
  "restocked"        boolean,
  "refused_reason"   text,
  "processed_at"     timestamp with time zone,
  "processed_by"     uuid,
  constraint "withdrawals_check1" check (((status = 'refused'::text) = (refused_reason IS NOT NULL))),
  constraint "withdrawals_check2" check (((status = 'requested'::text) = (processed_at IS NULL))),
  constraint "withdrawals_check" check (((status = 'refunded'::text) = (refund_amount IS NOT NULL))),
  constraint "withdrawals_idempotency_key_check"
    check (((length(idempotency_key) >= 8) AND (length(idempotency_key) <= 100))),
  constraint "withdrawals_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade,
  constraint "withdrawals_order_id_idempotency_key_key" unique (order_id, idempotency_key),
  constraint "withdrawals_pkey" primary key (id),
  constraint "withdrawals_processed_by_fkey" foreign key (processed_by) references auth.users(id) on delete
    set null,
  constraint "withdrawals_refund_amount_check" check ((refund_amount > (0)::numeric)),
  constraint "withdrawals_refused_reason_check"
    check (((length(refused_reason) >= 1) AND (length(refused_reason) <= 2000))),
  constraint "withdrawals_requested_by_check"
    check ((requested_by = ANY (ARRAY['member'::text, 'guest'::text]))),
  constraint "withdrawals_status_check"
    check ((status = ANY (ARRAY['requested'::text, 'refunded'::text, 'refused'::text]))),
  constraint "withdrawals_user_id_fkey" foreign key (user_id) references auth.users(id) on delete set null
);

alter table public.withdrawals enable row level security;

create index withdrawals_open_idx on public.withdrawals using btree (refund_deadline)
  where (status = 'requested'::text);

create index withdrawals_processed_by_idx on public.withdrawals using btree (processed_by);

create index withdrawals_user_id_idx on public.withdrawals using btree (user_id);

create trigger withdrawals_raise_alerts
  after insert or update of status on public.withdrawals
  for each row execute function public.withdrawals_raise_alerts();

create policy "admin reads need aal2" on public.withdrawals as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read their withdrawals, admins read all" on public.withdrawals for select to authenticated
  using (((select public.is_staff()) or (exists ( select 1 from public.orders o where ((o.id = withdrawals.order_id) AND (o.user_id = (select auth.uid())))))));

comment on column "public"."withdrawals"."sealed_confirmed" is 'Requests made before migration 20261129200000 only: the customer ticked that the goods were unopened and sealed. No longer asked (the admin checks the goods when they come back).';

comment on table "public"."withdrawals" is 'Withdrawal requests (right of withdrawal): requested -> refunded | refused; written only by the withdrawal functions.';

revoke all on table public.withdrawals from anon, authenticated, service_role;
grant select on table public.withdrawals to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.withdrawals to service_role;
