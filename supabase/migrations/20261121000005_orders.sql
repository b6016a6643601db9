-- Orders, their lines, reservations, the order audit trail and payment provider events.
--
-- Nobody but admins writes these through the API: checkout goes through SQL functions (a later migration)
-- that price every line from products. Owners read their own rows.
--
-- Order status machine (enforced by the orders_check_status trigger):
--   pending_payment -> paid | deposit_paid | cancelled
--   deposit_paid    -> paid | fulfilled | cancelled | refunded
--   paid            -> fulfilled | cancelled | refunded
--   fulfilled       -> shipped | cancelled | refunded     (fulfilled = prepared, ready to ship)
--   shipped         -> delivered | refunded
--   delivered       -> refunded
--   cancelled       -> refunded                            (money returned after a cancellation)
--   refunded        -> (final)
-- and an order is never paid, shipped or delivered with a balance still due.

create sequence public.order_number_seq start 100001;

create function public.order_next_statuses(from_status text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case from_status
    when 'pending_payment' then array['paid', 'deposit_paid', 'cancelled']
    when 'deposit_paid' then array['paid', 'fulfilled', 'cancelled', 'refunded']
    when 'paid' then array['fulfilled', 'cancelled', 'refunded']
    when 'fulfilled' then array['shipped', 'cancelled', 'refunded']
    when 'shipped' then array['delivered', 'refunded']
    when 'delivered' then array['refunded']
    when 'cancelled' then array['refunded']
    else array[]::text[]
  end
$$;

comment on function public.order_next_statuses(text) is
  'The statuses an order may move to from the given one (the admin offers exactly these).';

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  -- The number people see and quote ("MI-100001"); looking an order up also needs its email.
  number text not null unique default 'MI-' || nextval('public.order_number_seq'::regclass)::text,
  user_id uuid references auth.users (id) on delete set null, -- null for guests
  contact_id uuid references public.contacts (id) on delete set null,
  email extensions.citext not null check (email::text ~ '^[^@\s]+@[^@\s]+$'),
  name text not null check (length(name) between 1 and 200),
  phone text,
  shipping_address_line1 text,
  shipping_address_line2 text,
  shipping_city text,
  shipping_postal_code text,
  shipping_region text,
  shipping_country text check (shipping_country ~ '^[A-Z]{2}$'),
  locale text not null default 'en' check (locale in ('en', 'fr')),
  currency text not null check (currency in ('usd', 'eur')),
  kind text not null default 'purchase' check (kind in ('purchase', 'reservation', 'preorder')),
  status text not null default 'pending_payment' check (status in (
    'pending_payment', 'paid', 'deposit_paid', 'fulfilled', 'shipped', 'delivered', 'cancelled', 'refunded'
  )),
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  shipping_amount numeric(12, 2) not null default 0 check (shipping_amount >= 0),
  total numeric(12, 2) generated always as (subtotal + shipping_amount) stored,
  amount_due_now numeric(12, 2) not null check (amount_due_now >= 0),
  balance_due numeric(12, 2) not null default 0 check (balance_due >= 0),
  amount_paid numeric(12, 2) not null default 0 check (amount_paid >= 0),
  refunded_amount numeric(12, 2) not null default 0 check (refunded_amount >= 0),
  payment_provider text check (payment_provider in ('test', 'stripe')),
  payment_reference text, -- the provider's checkout session (or payment) id
  -- Set by the checkout function from the client's retry key, so a retried checkout finds its order.
  idempotency_key text unique,
  accepted_terms_at timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  -- Lower-case, accent-free haystack for the admin search (number, email, name).
  search_text text generated always as (
    public.unaccent_immutable(lower(number || ' ' || email::text || ' ' || name))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (amount_due_now <= subtotal + shipping_amount),
  check (balance_due <= subtotal + shipping_amount),
  check (refunded_amount <= amount_paid),
  check (status not in ('paid', 'shipped', 'delivered') or balance_due = 0)
);

create index orders_user_id_idx on public.orders (user_id);
create index orders_contact_id_idx on public.orders (contact_id);
create index orders_created_at_idx on public.orders (created_at desc);
create index orders_status_idx on public.orders (status, created_at desc);
create index orders_email_idx on public.orders (email);
create index orders_payment_reference_idx on public.orders (payment_provider, payment_reference);
create index orders_search_text_trgm_idx on public.orders using gin (search_text extensions.gin_trgm_ops);

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  -- restrict: a product that was ordered cannot be deleted (unpublish it instead).
  product_id uuid not null references public.products (id) on delete restrict,
  product_slug text not null, -- products.product_id at the time of the order
  product_name text not null,
  product_image text,
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  quantity integer not null check (quantity between 1 and 1000),
  line_total numeric(12, 2) generated always as (unit_price * quantity) stored,
  created_at timestamptz not null default now()
);

create index order_items_order_id_idx on public.order_items (order_id);
create index order_items_product_id_idx on public.order_items (product_id);

create table public.reservations (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  order_item_id uuid references public.order_items (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  product_id uuid not null references public.products (id) on delete restrict,
  option text not null check (option in ('deposit', 'full')),
  currency text not null check (currency in ('usd', 'eur')),
  price numeric(12, 2) not null check (price >= 0), -- the full price of the reserved item(s)
  deposit_amount numeric(12, 2) not null default 0 check (deposit_amount >= 0),
  amount_paid numeric(12, 2) not null default 0 check (amount_paid >= 0),
  balance_due numeric(12, 2) not null check (balance_due >= 0),
  refunded_amount numeric(12, 2) not null default 0 check (refunded_amount >= 0),
  estimated_delivery_date date,
  -- The policy exactly as the customer accepted it, in their language, and when.
  cancellation_policy_accepted text not null,
  cancellation_policy_accepted_at timestamptz not null,
  status text not null default 'pending_payment' check (status in (
    'pending_payment', 'deposit_paid', 'paid', 'ready', 'completed', 'cancelled', 'refunded'
  )),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (deposit_amount <= price),
  check (balance_due <= price),
  check (refunded_amount <= amount_paid)
);

create index reservations_order_id_idx on public.reservations (order_id);
create index reservations_order_item_id_idx on public.reservations (order_item_id);
create index reservations_user_id_idx on public.reservations (user_id);
create index reservations_product_id_idx on public.reservations (product_id);
create index reservations_status_idx on public.reservations (status);

-- Who did what to an order, and when: status changes (written by a trigger), payments, refunds, notes.
create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  actor_id uuid default auth.uid() references auth.users (id) on delete set null, -- null: system/webhook
  type text not null check (type in ('created', 'status_changed', 'payment', 'refund', 'note', 'email')),
  from_status text,
  to_status text,
  note text,
  data jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create index order_events_order_id_idx on public.order_events (order_id, created_at);
create index order_events_actor_id_idx on public.order_events (actor_id);

create table public.payment_events (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('test', 'stripe')),
  event_id text not null,
  type text not null,
  payload jsonb not null,
  order_id uuid references public.orders (id) on delete set null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  -- A webhook delivered twice inserts nothing the second time.
  unique (provider, event_id)
);

create index payment_events_order_id_idx on public.payment_events (order_id);

create trigger orders_set_updated_at
  before update on public.orders
  for each row execute function public.set_updated_at();

create trigger reservations_set_updated_at
  before update on public.reservations
  for each row execute function public.set_updated_at();

create function public.orders_check_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not new.status = any (public.order_next_statuses(old.status)) then
      raise exception 'order % cannot go from % to %', old.number, old.status, new.status
        using errcode = 'check_violation',
              hint = 'Allowed next statuses: ' || array_to_string(public.order_next_statuses(old.status), ', ');
    end if;
    if new.status in ('paid', 'deposit_paid') and new.paid_at is null then
      new.paid_at := pg_catalog.now();
    elsif new.status = 'cancelled' then
      new.cancelled_at := coalesce(new.cancelled_at, pg_catalog.now());
    end if;
  end if;
  return new;
end;
$$;

create trigger orders_check_status
  before update of status on public.orders
  for each row execute function public.orders_check_status();

-- SECURITY DEFINER so the trail is written whoever moves the order (an admin, the webhook, a function), and
-- so that order_events needs no insert policy beyond admin notes.
create function public.log_order_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.order_events (order_id, actor_id, type, to_status)
    values (new.id, auth.uid(), 'created', new.status);
  elsif new.status is distinct from old.status then
    insert into public.order_events (order_id, actor_id, type, from_status, to_status)
    values (new.id, auth.uid(), 'status_changed', old.status, new.status);
  end if;
  return null;
end;
$$;

revoke execute on function public.log_order_status_change() from public, anon, authenticated;

create trigger orders_log_status_change
  after insert or update of status on public.orders
  for each row execute function public.log_order_status_change();

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.reservations enable row level security;
alter table public.order_events enable row level security;
alter table public.payment_events enable row level security;

create policy "owners read their orders, admins read all"
  on public.orders for select
  to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "admins insert orders"
  on public.orders for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "admins update orders"
  on public.orders for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "admins delete orders"
  on public.orders for delete
  to authenticated
  using ((select public.is_admin()));

-- Lines follow their order: the subquery runs under the orders policies of the caller.
create policy "owners read their order lines, admins read all"
  on public.order_items for select
  to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
  );

create policy "admins insert order lines"
  on public.order_items for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "admins update order lines"
  on public.order_items for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "admins delete order lines"
  on public.order_items for delete
  to authenticated
  using ((select public.is_admin()));

create policy "owners read their reservations, admins read all"
  on public.reservations for select
  to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "admins insert reservations"
  on public.reservations for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "admins update reservations"
  on public.reservations for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "admins delete reservations"
  on public.reservations for delete
  to authenticated
  using ((select public.is_admin()));

-- The trail is append-only and internal (it holds admin notes): admins read it and add notes.
create policy "admins read order events"
  on public.order_events for select
  to authenticated
  using ((select public.is_admin()));

create policy "admins add order notes"
  on public.order_events for insert
  to authenticated
  with check ((select public.is_admin()) and type = 'note' and actor_id = (select auth.uid()));

-- payment_events: no policy at all; only service_role (the webhook) and SECURITY DEFINER functions touch it.
revoke all on public.payment_events from anon, authenticated;
