create table "public"."reservations" (
  "id"                              uuid                     not null default gen_random_uuid(),
  "order_id"                        uuid                     not null,
  "order_item_id"                   uuid,
  "user_id"                         uuid,
  "product_id"                      uuid                     not null,
  "option"                          text                     not null,
  "currency"                        text                     not null,
  "price"                           numeric(12,2)            not null,
  "deposit_amount"                  numeric(12,2)            not null default 0,
  "amount_paid"                     numeric(12,2)            not null default 0,
  "balance_due"                     numeric(12,2)            not null,
  "refunded_amount"                 numeric(12,2)            not null default 0,
  "estimated_delivery_date"         date,
  "cancellation_policy_accepted"    text                     not null,
  "cancellation_policy_accepted_at" timestamp with time zone not null,
  "status"                          text                     not null default 'pending_payment'::text,
  "cancelled_at"                    timestamp with time zone,
  "created_at"                      timestamp with time zone not null default now(),
  "updated_at"                      timestamp with time zone not null default now(),
  constraint "reservations_amount_paid_check" check ((amount_paid >= (0)::numeric)),
  constraint "reservations_balance_due_check" check ((balance_due >= (0)::numeric)),
  constraint "reservations_check1" check ((balance_due <= price)),
  constraint "reservations_check2" check ((refunded_amount <= amount_paid)),
  constraint "reservations_check" check ((deposit_amount <= price)),
  constraint "reservations_currency_check" check ((currency = ANY (ARRAY['usd'::text, 'eur'::text]))),
  constraint "reservations_deposit_amount_check" check ((deposit_amount >= (0)::numeric)),
  constraint "reservations_option_check" check ((option = ANY (ARRAY['deposit'::text, 'full'::text]))),
  constraint "reservations_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade,
  constraint "reservations_order_item_id_fkey" foreign key (order_item_id) references public.order_items(id)
    on delete cascade,
  constraint "reservations_pkey" primary key (id),
  constraint "reservations_price_check" check ((price >= (0)::numeric)),
  constraint "reservations_product_id_fkey" foreign key (product_id) references public.products(id)
    on delete restrict,
  constraint "reservations_refunded_amount_check" check ((refunded_amount >= (0)::numeric)),
  constraint "reservations_status_check"
    check
    ((status = ANY (ARRAY['pending_payment'::text, 'deposit_paid'::text, 'paid'::text, 'ready'::text,
    'completed'::text, 'cancelled'::text, 'refunded'::text]))),
  constraint "reservations_user_id_fkey" foreign key (user_id) references auth.users(id) on delete set null
);

alter table public.reservations enable row level security;

create index reservations_order_id_idx on public.reservations using btree (order_id);

create index reservations_order_item_id_idx on public.reservations using btree (order_item_id);

create index reservations_product_id_idx on public.reservations using btree (product_id);

create index reservations_status_idx on public.reservations using btree (status);

create index reservations_user_id_idx on public.reservations using btree (user_id);

create trigger reservations_refuse_direct_money_change
  before insert or update of price,
    deposit_amount, amount_paid, balance_due, refunded_amount on public.reservations
  for each row
  execute function
    public.refuse_direct_money_change('price', 'deposit_amount', 'amount_paid', 'balance_due',
    'refunded_amount');

create trigger reservations_set_updated_at before update on public.reservations for each row execute function public.set_updated_at();

create policy "admin reads need aal2" on public.reservations as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read their reservations, admins read all" on public.reservations for select to authenticated
  using (((user_id = (select auth.uid())) or (select public.is_staff())));

revoke all on table public.reservations from anon, authenticated, service_role;
grant select on table public.reservations to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.reservations to service_role;
