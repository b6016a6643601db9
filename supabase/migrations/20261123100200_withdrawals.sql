-- The right of withdrawal (Directive 2011/83/EU art. 9-16 as amended by Directive (EU) 2023/2673; French
-- consumer code L221-18 ff.): the data model. The functions are in ..._100210 (the customer's request, the
-- acknowledgement mail) and ..._100220 (the admin's refund or refusal).
--
-- orders.delivered_at: when the order was marked delivered, set by a trigger on that move (never by a request:
-- an API caller changing it is refused, 42501 delivered_at_protected). The withdrawal period runs from it:
-- withdrawal_deadline(delivered_at) is the end of the 14th day after the day of delivery, Paris time, pushed to
-- the Monday when that day is a Saturday or a Sunday (L221-19 and R221-1's "14 days"; public holidays are not
-- counted, which only ever gives the customer less, never more, than the law: the shop takes the later date
-- when in doubt). Before delivery (paid, deposit paid, prepared, shipped) a customer may withdraw too
-- (L221-18: "à compter de la conclusion du contrat").
--
-- The order state machine (public.order_next_statuses) needs no new status: a withdrawal has its own, in
-- public.withdrawals (requested -> refunded | refused). When every line of an order has been withdrawn and
-- refunded, the refund function moves the order to refunded, which every withdrawable status already allows
-- (paid, deposit_paid, fulfilled, shipped, delivered -> refunded).
--
-- Stock: a request changes no stock. Withdrawn goods come back to stock only when the admin records the
-- refund with "the goods came back" (p_restock), exactly as the sale took them (stock_holds: from_stock to
-- stock, sold_ahead back), the returned quantity split off the line's sale so that a later cancellation never
-- returns it twice (..._100220). A whole order refunded before it shipped returns what is left through
-- orders_stock_on_status as before (goods that never left).
--
-- withdrawals: one row per request (several per order, each for some lines and quantities), who made it
-- (a member, or a guest with the order number and email), the statement in the order's language, the
-- confirmation that goods delivered are still sealed (cosmetics unsealed after delivery are excluded, L221-28
-- 9°), when, the refund deadline (requested_at + 14 days, L221-24), and what the admin did. Read by the
-- order's owner and admins; written only by the functions.

-- ---------------------------------------------------------------------------------------------------------
-- orders.delivered_at
-- ---------------------------------------------------------------------------------------------------------
alter table public.orders add column delivered_at timestamptz;

comment on column public.orders.delivered_at is
  'When the order was marked delivered (set by the trigger orders_set_delivered_at); the withdrawal period runs from it.';

-- Orders delivered before this migration: the time of their move to delivered in the trail.
update public.orders o
set delivered_at = coalesce(
  (select max(e.created_at) from public.order_events e
   where e.order_id = o.id and e.type = 'status_changed' and e.to_status = 'delivered'),
  o.updated_at
)
where o.status = 'delivered'
   or exists (
     select 1 from public.order_events e
     where e.order_id = o.id and e.type = 'status_changed' and e.to_status = 'delivered'
   );

create function public.orders_set_delivered_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') or new.delivered_at is null then
      new.delivered_at := case when new.status = 'delivered' then pg_catalog.now() end;
    end if;
    return new;
  end if;
  if new.status is distinct from old.status and new.status = 'delivered' then
    new.delivered_at := pg_catalog.now();
  elsif new.delivered_at is distinct from old.delivered_at and current_user in ('anon', 'authenticated') then
    raise exception 'delivered_at is set when the order is marked delivered, not through the API'
      using errcode = 'insufficient_privilege', hint = 'delivered_at_protected';
  end if;
  return new;
end;
$$;

comment on function public.orders_set_delivered_at() is
  'Trigger: sets orders.delivered_at when the order moves to delivered; refuses an API caller changing it.';

revoke execute on function public.orders_set_delivered_at() from public, anon, authenticated;

create trigger orders_set_delivered_at
  before insert or update on public.orders
  for each row execute function public.orders_set_delivered_at();

-- The trail of admin changes (20261121000030_admin.sql, SECURITY DEFINER since ..._0210) leaves out what moves
-- with the status: delivered_at is the status change's own time, logged by log_order_status_change.
create or replace function public.log_order_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_skip text[] := array['updated_at', 'status', 'search_text', 'total', 'paid_at', 'cancelled_at', 'delivered_at'];
  v_old jsonb := to_jsonb(old) - v_skip;
  v_new jsonb := to_jsonb(new) - v_skip;
  v_changes jsonb := '{}'::jsonb;
  v_key text;
begin
  -- Functions run by the service role (the webhook) log their own event; this trail is for people.
  if auth.uid() is null then
    return null;
  end if;
  for v_key in select jsonb_object_keys(v_new) loop
    if v_new -> v_key is distinct from v_old -> v_key then
      v_changes := v_changes || jsonb_build_object(
        v_key, jsonb_build_object('from', v_old -> v_key, 'to', v_new -> v_key)
      );
    end if;
  end loop;
  if v_changes <> '{}'::jsonb then
    insert into public.order_events (order_id, actor_id, type, data)
    values (new.id, auth.uid(), 'updated', jsonb_build_object('changes', v_changes));
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The withdrawal period
-- ---------------------------------------------------------------------------------------------------------

-- The last moment to withdraw from a delivered order: the end of the 14th day after the day of delivery in
-- Paris, or of the next Monday when that day is a Saturday or a Sunday. Null when not delivered.
create function public.withdrawal_deadline(p_delivered_at timestamptz)
returns timestamptz
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when p_delivered_at is null then null else
    ((x.last_day + case extract(isodow from x.last_day)::integer when 6 then 2 when 7 then 1 else 0 end + 1)
       ::timestamp at time zone 'Europe/Paris')
  end
  from (select (p_delivered_at at time zone 'Europe/Paris')::date + 14 as last_day) x
$$;

comment on function public.withdrawal_deadline(timestamptz) is
  'End of the withdrawal period of an order delivered at the given time: the 14th day after delivery (Paris), a weekend end pushed to Monday.';

-- ---------------------------------------------------------------------------------------------------------
-- withdrawals and their lines
-- ---------------------------------------------------------------------------------------------------------
create table public.withdrawals (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  -- member: the signed-in owner of the order; guest: identified by the order number and its email.
  requested_by text not null check (requested_by in ('member', 'guest')),
  user_id uuid references auth.users (id) on delete set null,
  -- The client's key for one confirmation: the same key answers the same withdrawal (a retried request).
  idempotency_key text not null check (length(idempotency_key) between 8 and 100),
  -- The customer's statement, in the order's language, as the model form words it.
  statement text not null,
  -- For goods already shipped or delivered: the customer confirmed they are unopened and sealed.
  sealed_confirmed boolean not null default false,
  requested_at timestamptz not null default now(),
  -- L221-24: the refund is due within 14 days of the day the shop is informed of the withdrawal.
  refund_deadline timestamptz not null,
  status text not null default 'requested' check (status in ('requested', 'refunded', 'refused')),
  refund_amount numeric(12, 2) check (refund_amount > 0),
  -- Whether the withdrawn units went back to stock with the refund.
  restocked boolean,
  refused_reason text check (length(refused_reason) between 1 and 2000),
  processed_at timestamptz,
  processed_by uuid references auth.users (id) on delete set null,
  unique (order_id, idempotency_key),
  check ((status = 'refunded') = (refund_amount is not null)),
  check ((status = 'refused') = (refused_reason is not null)),
  check ((status = 'requested') = (processed_at is null))
);

create index withdrawals_user_id_idx on public.withdrawals (user_id);
create index withdrawals_processed_by_idx on public.withdrawals (processed_by);
create index withdrawals_open_idx on public.withdrawals (refund_deadline) where status = 'requested';

comment on table public.withdrawals is
  'Withdrawal requests (right of withdrawal): requested -> refunded | refused; written only by the withdrawal functions.';

create table public.withdrawal_items (
  withdrawal_id uuid not null references public.withdrawals (id) on delete cascade,
  order_item_id uuid not null references public.order_items (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 1000),
  primary key (withdrawal_id, order_item_id)
);

create index withdrawal_items_order_item_id_idx on public.withdrawal_items (order_item_id);

comment on table public.withdrawal_items is
  'The order lines and quantities of a withdrawal; never more of a line than was bought, less what other requests not refused already withdrew.';

alter table public.withdrawals enable row level security;
alter table public.withdrawal_items enable row level security;

revoke all on public.withdrawals, public.withdrawal_items from anon, authenticated;
grant select on public.withdrawals, public.withdrawal_items to authenticated;

create policy "owners read their withdrawals, admins read all"
  on public.withdrawals for select
  to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
  );

create policy "owners read their withdrawn lines, admins read all"
  on public.withdrawal_items for select
  to authenticated
  using (exists (select 1 from public.withdrawals w where w.id = withdrawal_id));
