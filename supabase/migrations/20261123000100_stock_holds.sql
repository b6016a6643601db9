-- No oversell: stock is held per order line while its payment session is open, sold on payment, returned
-- exactly as taken on cancellation. This migration is the data model; the functions that move units are in
-- ..._0110_stock_functions.sql, the checkout in ..._0120, payments and refunds in ..._0130, cancellation and
-- the sweep in ..._0140, its pg_cron schedule in ..._0150.
--
-- products:
--   stock            units on hand and unsold: what the admin edits (null = not tracked). Goes down when a
--                    payment turns a hold into a sale, up when a cancellation returns the sale.
--   stock_held       units held by open payment sessions (the sum of the 'held' rows of stock_holds).
--   sold_ahead       units of a reserve or pre-order product sold beyond its stock (awaiting the next batch).
--   sell_ahead_limit reserve and pre-order products only: at most this many units sold or held beyond the stock
--                    (null = no cap, the rule before this migration).
--   stock_available  what the shop shows and sells now: stock - stock_held (never below 0) for a product sold
--                    from stock; stock + sell_ahead_limit - sold_ahead - stock_held for a capped reserve or
--                    pre-order product; null = no limit (stock not tracked, or sold ahead without a cap).
-- stock_held and sold_ahead are written only by the functions of ..._0110 (a trigger refuses them from the API
-- roles, service_role included), so the counters always match the rows of stock_holds.
--
-- stock_holds: one row per order line and attempt, with its life:
--   held     -> sold      (the payment arrived: from_stock + sold_ahead record where the units came from)
--   held     -> released  (the session expired, the sweep found it past expires_at, the order was cancelled,
--                          or the session could not be opened)
--   sold     -> returned  (the order was cancelled or refunded before it shipped: exactly from_stock goes back
--                          to stock and sold_ahead back to products.sold_ahead, once)
-- At most one held or sold row per order line (a partial unique index), so a line is never taken twice.
--
-- payment_sessions: the provider's checkout session of an order and purpose ('order' | 'balance'): its id, URL
-- and expiry. At most one opening or open session per order and purpose (a partial unique index): a second
-- checkout of the same order gets the open session back instead of a second payment page.
--
-- payment_refunds: money the shop returns because the payment could not be applied (its units were gone, the
-- order was cancelled or already paid). Written pending by record_payment; the payment-webhook function asks
-- the provider for the refund and completes the row (..._0130).

-- ---------------------------------------------------------------------------------------------------------
-- products: the counters
-- ---------------------------------------------------------------------------------------------------------
alter table public.products
  add column stock_held integer not null default 0 check (stock_held >= 0),
  add column sold_ahead integer not null default 0 check (sold_ahead >= 0),
  add column sell_ahead_limit integer check (sell_ahead_limit >= 0),
  add column stock_available integer generated always as (
    case
      when reserve_enabled or preorder_enabled then
        case when sell_ahead_limit is null then null
             else greatest(coalesce(stock, 0) + sell_ahead_limit - sold_ahead - stock_held, 0) end
      when stock is null then null
      else greatest(stock - stock_held, 0)
    end
  ) stored;

comment on column public.products.stock is
  'Units on hand and unsold (admins edit it; payments take from it, cancellations return to it); null = not tracked.';
comment on column public.products.stock_held is
  'Units held by open payment sessions (maintained by the hold functions only).';
comment on column public.products.sold_ahead is
  'Reserve/pre-order units sold beyond the stock, awaiting the next batch (maintained by the hold functions only).';
comment on column public.products.sell_ahead_limit is
  'Reserve/pre-order products: at most this many units sold or held beyond the stock; null = no cap.';
comment on column public.products.stock_available is
  'What the shop can sell now (stock minus active holds, or the sell-ahead cap left); null = no limit.';

create function public.products_guard_stock_counters()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The API roles write products through RLS; the hold functions run as the owner.
  if current_user in ('anon', 'authenticated', 'service_role') then
    if tg_op = 'INSERT' and (new.stock_held <> 0 or new.sold_ahead <> 0) then
      raise exception 'stock_held and sold_ahead start at 0' using errcode = 'check_violation';
    elsif tg_op = 'UPDATE' and (new.stock_held is distinct from old.stock_held
                                or new.sold_ahead is distinct from old.sold_ahead) then
      raise exception 'stock_held and sold_ahead are kept by the checkout, not written directly'
        using errcode = 'check_violation', hint = 'Change stock (the units on hand) instead.';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.products_guard_stock_counters() from public, anon, authenticated;

create trigger products_guard_stock_counters
  before insert or update on public.products
  for each row execute function public.products_guard_stock_counters();

-- The shop's view: stock_available instead of the units on hand, in_stock from it.
drop view public.products_public;
create view public.products_public
with (security_invoker = true)
as
select
  id,
  product_id,
  title,
  title_fr,
  subtitle,
  subtitle_fr,
  description,
  description_fr,
  exclusive_immortela_synergy,
  exclusive_immortela_synergy_fr,
  other_key_ingredients,
  other_key_ingredients_fr,
  aromatherapy,
  aromatherapy_fr,
  special_benefits,
  special_benefits_fr,
  how_to_use,
  how_to_use_fr,
  cancellation_policy,
  cancellation_policy_fr,
  features,
  features_fr,
  price,
  price_euros,
  on_sale,
  sale_price,
  image_urls,
  reserve_enabled,
  preorder_enabled,
  stock_available,
  (stock_available is null or stock_available > 0) as in_stock,
  estimated_delivery_days,
  featured,
  sort_order,
  created_at,
  updated_at
from public.products
where published;

comment on view public.products_public is
  'Published products with their public columns; what the shop reads. stock_available already counts the units held by open payments.';

revoke all on public.products_public from anon, authenticated;
grant select on public.products_public to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- payment_sessions
-- ---------------------------------------------------------------------------------------------------------
create table public.payment_sessions (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  purpose text not null check (purpose in ('order', 'balance')),
  provider text not null check (provider in ('test', 'stripe')),
  provider_session_id text,
  url text,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency in ('usd', 'eur')),
  -- opening: create-checkout is asking the provider (no URL yet); open: the page can be paid until expires_at;
  -- completed: paid; expired: the provider (or the sweep) closed it; failed: the provider refused to open it;
  -- cancelled: the order was cancelled while it was open.
  status text not null default 'opening'
    check (status in ('opening', 'open', 'completed', 'expired', 'failed', 'cancelled')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  opened_at timestamptz,
  closed_at timestamptz,
  check (status <> 'open' or (url is not null and provider_session_id is not null))
);

create unique index payment_sessions_one_open_idx
  on public.payment_sessions (order_id, purpose) where status in ('opening', 'open');
create unique index payment_sessions_provider_session_idx
  on public.payment_sessions (provider, provider_session_id) where provider_session_id is not null;
create index payment_sessions_order_id_idx on public.payment_sessions (order_id, created_at);
create index payment_sessions_open_expiry_idx
  on public.payment_sessions (expires_at) where status in ('opening', 'open');

comment on table public.payment_sessions is
  'The provider checkout sessions of each order: at most one opening/open per order and purpose.';

-- ---------------------------------------------------------------------------------------------------------
-- stock_holds
-- ---------------------------------------------------------------------------------------------------------
create table public.stock_holds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  order_item_id uuid not null references public.order_items (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete restrict,
  session_id uuid references public.payment_sessions (id) on delete set null,
  quantity integer not null check (quantity between 1 and 1000),
  status text not null default 'held' check (status in ('held', 'released', 'sold', 'returned')),
  expires_at timestamptz not null,
  -- Where a sale's units came from: from_stock left products.stock, sold_ahead went to products.sold_ahead.
  from_stock integer check (from_stock >= 0),
  sold_ahead integer check (sold_ahead >= 0),
  release_reason text check (release_reason in (
    'expired', 'session_expired', 'cancelled', 'session_failed', 'superseded', 'stock_gone'
  )),
  created_at timestamptz not null default now(),
  released_at timestamptz,
  sold_at timestamptz,
  returned_at timestamptz,
  check ((status in ('sold', 'returned')) = (from_stock is not null)),
  check ((from_stock is null) = (sold_ahead is null)),
  check (from_stock is null or from_stock + sold_ahead = quantity),
  check ((status = 'released') = (release_reason is not null))
);

create unique index stock_holds_one_active_per_line_idx
  on public.stock_holds (order_item_id) where status in ('held', 'sold');
create index stock_holds_order_id_idx on public.stock_holds (order_id);
create index stock_holds_order_item_id_idx on public.stock_holds (order_item_id);
create index stock_holds_product_id_idx on public.stock_holds (product_id);
create index stock_holds_session_id_idx on public.stock_holds (session_id);
create index stock_holds_expiry_idx on public.stock_holds (expires_at) where status = 'held';

comment on table public.stock_holds is
  'One row per order line and attempt: units held while the payment session is open, then sold, released or returned.';

-- A held row that disappears (its order deleted) gives its units back to the shop; a sold one stays sold.
create function public.stock_holds_release_on_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'held' then
    update public.products
    set stock_held = greatest(stock_held - old.quantity, 0)
    where id = old.product_id;
  end if;
  return null;
end;
$$;

revoke execute on function public.stock_holds_release_on_delete() from public, anon, authenticated;

create trigger stock_holds_release_on_delete
  after delete on public.stock_holds
  for each row execute function public.stock_holds_release_on_delete();

-- ---------------------------------------------------------------------------------------------------------
-- payment_refunds, and what an order owes back
-- ---------------------------------------------------------------------------------------------------------
create table public.payment_refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  provider text not null check (provider in ('test', 'stripe')),
  -- The provider event of the payment being returned: one refund per payment event.
  event_id text not null,
  payment_event_id uuid references public.payment_events (id) on delete set null,
  -- Stripe: the payment_intent of the checkout session (what POST /v1/refunds needs); test: the session id.
  payment_reference text,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency in ('usd', 'eur')),
  -- stock_gone: the units were sold to someone else before this payment arrived; order_cancelled: the order
  -- was cancelled (or expired) first; already_paid: the order or its balance had been paid by another session;
  -- superseded: an older page of the order was paid after a newer one replaced it at another amount.
  reason text not null check (reason in ('stock_gone', 'order_cancelled', 'already_paid', 'superseded')),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  provider_refund_id text,
  error text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (provider, event_id),
  check ((status = 'succeeded') = (provider_refund_id is not null))
);

create index payment_refunds_order_id_idx on public.payment_refunds (order_id);
create index payment_refunds_payment_event_id_idx on public.payment_refunds (payment_event_id);

comment on table public.payment_refunds is
  'Payments the shop gives back automatically (units gone, order cancelled, paid twice): pending, then succeeded or failed.';

alter table public.orders
  add column refund_due numeric(12, 2) not null default 0 check (refund_due >= 0),
  add constraint orders_refund_due_within_paid check (refunded_amount + refund_due <= amount_paid);

comment on column public.orders.refund_due is
  'Money received that the shop must give back and has not yet (an automatic refund pending or failed): the admin''s flag.';

-- Outcomes of the provider events this migration adds: refund_due (the payment was recorded and is being
-- given back), refunded (a refund we issued, kept as an event of its own), expired (a checkout session
-- expired: its holds were released), ignored (an expiry of a session already closed).
alter table public.payment_events drop constraint payment_events_outcome_check;
alter table public.payment_events add constraint payment_events_outcome_check check (outcome in (
  'processed', 'amount_mismatch', 'unknown_order', 'not_payable', 'refund_due', 'refunded', 'expired', 'ignored'
));

comment on column public.payment_events.outcome is
  'processed: moved the order on; refund_due: recorded and given back (see payment_refunds); refunded: a refund we issued; expired / ignored: a session expiry; amount_mismatch, unknown_order, not_payable: refused, order unchanged.';

-- ---------------------------------------------------------------------------------------------------------
-- Access: the functions (service role, SECURITY DEFINER) write these; admins read them in the order detail.
-- ---------------------------------------------------------------------------------------------------------
alter table public.payment_sessions enable row level security;
alter table public.stock_holds enable row level security;
alter table public.payment_refunds enable row level security;
revoke all on public.payment_sessions from anon, authenticated;
revoke all on public.stock_holds from anon, authenticated;
revoke all on public.payment_refunds from anon, authenticated;
grant select on public.payment_sessions, public.stock_holds, public.payment_refunds to authenticated;

create policy "admins read payment sessions"
  on public.payment_sessions for select
  to authenticated
  using ((select public.is_admin()));

create policy "admins read stock holds"
  on public.stock_holds for select
  to authenticated
  using ((select public.is_admin()));

create policy "admins read automatic refunds"
  on public.payment_refunds for select
  to authenticated
  using ((select public.is_admin()));
