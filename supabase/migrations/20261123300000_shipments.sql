-- Fulfilment (issue 16 item 3): shipments and their lines, carriers and tracking numbers.
--
-- An order is prepared (status fulfilled), then shipped in one or more shipments. A shipment names its carrier
-- and tracking number (checked against the carrier's format here, the source of truth; the admin form mirrors
-- it in src/features/admin/tracking-model.ts) and which lines it carries, how many units of each. Across all
-- shipments of an order a line never ships more units than were ordered: admin_create_shipment
-- (20261123300010_shipment_functions.sql) checks it under the order's row lock. When every unit has left the
-- order moves to shipped; before that it stays prepared and the shipment says what remains.
--
-- Nobody writes these tables through the API: the admin functions are SECURITY DEFINER and check is_admin()
-- and admin_write_allowed() (aal2). Admins read every shipment, owners those of their own orders; guests see
-- theirs through lookup_order.

-- ---------------------------------------------------------------------------------------------------------
-- Carriers: tracking number formats and tracking links
-- ---------------------------------------------------------------------------------------------------------

-- What the admin typed, as the carriers print it: capitals, no spaces.
create function public.tracking_number_normalize(p_number text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(p_number, ''), '\s+', '', 'g'))
$$;

comment on function public.tracking_number_normalize(text) is
  'A tracking number as stored: upper case, without spaces.';

-- The formats each carrier publishes (normalized numbers):
--   colissimo      13 characters: a digit, a letter, 11 digits (8D00432154798), or the international UPU S10
--                  form: 2 letters, 9 digits, 2 letters (CB123456789FR)
--   chronopost     2 letters, 9 or 11 digits, 2 letters (XR123456789FR: 13 or 15 characters)
--   mondial_relay  the 8-digit shipment number (numéro d'expédition)
--   dhl            Express: 10 digits, or JJD/JVGL followed by 10 to 20 digits; Parcel: 3S and 8 to 16
--                  letters or digits; eCommerce: GM, LX or RX and 8 to 37 letters or digits
--   ups            1Z and 16 letters or digits (18 characters)
--   other          4 to 40 letters, digits or inner hyphens
create function public.tracking_number_valid(p_carrier text, p_number text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(case p_carrier
    when 'colissimo' then p_number ~ '^([0-9][A-Z][0-9]{11}|[A-Z]{2}[0-9]{9}[A-Z]{2})$'
    when 'chronopost' then p_number ~ '^[A-Z]{2}([0-9]{9}|[0-9]{11})[A-Z]{2}$'
    when 'mondial_relay' then p_number ~ '^[0-9]{8}$'
    when 'dhl' then p_number ~ '^([0-9]{10}|(JJD|JVGL)[0-9]{10,20}|3S[A-Z0-9]{8,16}|(GM|LX|RX)[A-Z0-9]{8,37})$'
    when 'ups' then p_number ~ '^1Z[A-Z0-9]{16}$'
    when 'other' then p_number ~ '^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$'
    else false
  end, false)
$$;

comment on function public.tracking_number_valid(text, text) is
  'Whether a normalized tracking number has one of the formats the carrier publishes (any sane number for other).';

-- The carrier's public tracking page for a number; for other, the https address the admin gave (or none).
create function public.tracking_url(p_carrier text, p_number text, p_custom_url text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_carrier
    when 'colissimo' then 'https://www.laposte.fr/outils/suivre-vos-envois?code=' || p_number
    when 'chronopost' then 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=' || p_number
    when 'mondial_relay' then 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=' || p_number
    when 'dhl' then 'https://www.dhl.com/global-en/home/tracking.html?submit=1&tracking-id=' || p_number
    when 'ups' then 'https://www.ups.com/track?loc=en_US&tracknum=' || p_number
    else nullif(btrim(coalesce(p_custom_url, '')), '')
  end
$$;

comment on function public.tracking_url(text, text, text) is
  'The tracking link of a shipment: built from the number for the known carriers, the admin''s own for other.';

create function public.carrier_label(p_carrier text, p_carrier_name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_carrier
    when 'colissimo' then 'Colissimo'
    when 'chronopost' then 'Chronopost'
    when 'mondial_relay' then 'Mondial Relay'
    when 'dhl' then 'DHL'
    when 'ups' then 'UPS'
    else coalesce(p_carrier_name, 'Other')
  end
$$;

comment on function public.carrier_label(text, text) is
  'The display name of a carrier: its brand, or the name the admin typed for other.';

-- ---------------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------------

create table public.shipments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  -- 1, 2, ... within the order ("shipment 2 of MI-100001").
  number integer not null check (number >= 1),
  carrier text not null check (carrier in ('colissimo', 'chronopost', 'mondial_relay', 'dhl', 'ups', 'other')),
  -- The carrier's name when it is none of the known ones.
  carrier_name text check (carrier_name is null or length(carrier_name) between 1 and 60),
  tracking_number text not null,
  tracking_url text check (tracking_url is null or (tracking_url ~ '^https://[^\s]+$' and length(tracking_url) <= 500)),
  -- Whether units of the order were still waiting when this one left.
  partial boolean not null,
  -- The order_shipped mail this shipment queued (one per shipment).
  mail_id uuid unique references public.email_outbox (id) on delete set null,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (order_id, number),
  check ((carrier = 'other') = (carrier_name is not null)),
  check (tracking_number = public.tracking_number_normalize(tracking_number)),
  check (public.tracking_number_valid(carrier, tracking_number)),
  check (carrier = 'other' or tracking_url = public.tracking_url(carrier, tracking_number, null))
);

create index shipments_created_by_idx on public.shipments (created_by);

comment on table public.shipments is
  'A parcel that left for an order: carrier, tracking number and link. Written by admin_create_shipment only.';

create table public.shipment_items (
  shipment_id uuid not null references public.shipments (id) on delete cascade,
  order_item_id uuid not null references public.order_items (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 1000),
  primary key (shipment_id, order_item_id)
);

create index shipment_items_order_item_id_idx on public.shipment_items (order_item_id);

comment on table public.shipment_items is
  'Which order lines a shipment carries and how many units; never more than ordered across the order''s shipments.';

-- Append-only like the rest of the order history: no write through the API at all.
alter table public.shipments enable row level security;
alter table public.shipment_items enable row level security;
revoke insert, update, delete on public.shipments, public.shipment_items from anon, authenticated;

create policy "owners read their shipments, admins read all"
  on public.shipments for select
  to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
  );

create policy "owners read their shipment lines, admins read all"
  on public.shipment_items for select
  to authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.shipments s join public.orders o on o.id = s.order_id
      where s.id = shipment_id and o.user_id = (select auth.uid())
    )
  );

-- ---------------------------------------------------------------------------------------------------------
-- The trail: shipments and balance requests are events of the order
-- ---------------------------------------------------------------------------------------------------------

alter table public.order_events drop constraint order_events_type_check;
alter table public.order_events add constraint order_events_type_check
  check (type in (
    'created', 'status_changed', 'payment', 'refund', 'note', 'email', 'updated', 'shipment', 'balance_requested'
  ));

-- "Product ready: ask for the balance" is recorded once per order.
create unique index order_events_balance_requested_once
  on public.order_events (order_id) where type = 'balance_requested';

-- How many units of each line are still to ship (ordered minus shipped), for the admin and the functions.
create function public.order_units_to_ship(p_order_id uuid)
returns table (order_item_id uuid, product_name text, ordered integer, shipped integer, remaining integer)
language sql
stable
set search_path = ''
as $$
  select i.id, i.product_name, i.quantity,
         coalesce(sum(si.quantity), 0)::integer,
         (i.quantity - coalesce(sum(si.quantity), 0))::integer
  from public.order_items i
  left join public.shipment_items si on si.order_item_id = i.id
  where i.order_id = p_order_id
  group by i.id, i.product_name, i.quantity, i.created_at
  order by i.created_at, i.id
$$;

comment on function public.order_units_to_ship(uuid) is
  'Per line of an order: units ordered, shipped so far and remaining (runs with the caller''s rights).';

-- An order that has started shipping moves to shipped only when nothing remains: the shipment function does
-- that move itself; a direct move (the admin's status buttons, the API) of a partly shipped order is refused.
-- An order shipped with no shipment recorded (by hand, as before fulfilment existed) may still move. Nor is an
-- order cancelled once a parcel has left (the cancellation would put the shipped units back in stock): what
-- left is refunded (admin_record_refund) or withdrawn from.
create function public.orders_check_shipped()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_remaining integer;
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled'
     and exists (select 1 from public.shipments s where s.order_id = new.id) then
    raise exception 'order % cannot be cancelled: part of it has shipped', old.number
      using errcode = 'check_violation', hint = 'already_shipped';
  end if;
  if new.status = 'shipped' and old.status is distinct from 'shipped'
     and exists (select 1 from public.shipments s where s.order_id = new.id) then
    select coalesce(sum(u.remaining), 0) into v_remaining from public.order_units_to_ship(new.id) u;
    if v_remaining > 0 then
      raise exception 'order % still has % unit(s) to ship', old.number, v_remaining
        using errcode = 'check_violation', hint = 'units_left_to_ship';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.orders_check_shipped() from public, anon, authenticated;

create trigger orders_check_shipped
  before update of status on public.orders
  for each row execute function public.orders_check_shipped();
