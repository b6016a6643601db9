create table "public"."shipments" (
  "id"              uuid                     not null default gen_random_uuid(),
  "order_id"        uuid                     not null,
  "number"          integer                  not null,
  "carrier"         text                     not null,
  "carrier_name"    text,
  "tracking_number" text                     not null,
  "tracking_url"    text,
  "partial"         boolean                  not null,
  "mail_id"         uuid,
  "created_at"      timestamp with time zone not null default now(),
  constraint "shipments_carrier_check"
    check
    ((carrier = ANY (ARRAY['colissimo'::text, 'chronopost'::text, 'mondial_relay'::text, 'dhl'::text,
    'ups'::text, 'other'::text]))),
  constraint "shipments_carrier_name_check"
    check (((carrier_name IS NULL) OR ((length(carrier_name) >= 1) AND (length(carrier_name) <= 60)))),
  constraint "shipments_check" check (((carrier = 'other'::text) = (carrier_name IS NOT NULL))),
  constraint "shipments_mail_id_fkey" foreign key (mail_id) references public.email_outbox(id) on delete
    set null,
  constraint "shipments_mail_id_key" unique (mail_id),
  constraint "shipments_number_check" check ((number >= 1)),
  constraint "shipments_order_id_fkey" foreign key (order_id) references public.orders(id) on delete cascade,
  constraint "shipments_order_id_number_key" unique (order_id, number),
  constraint "shipments_pkey" primary key (id),
  constraint "shipments_tracking_url_check"
    check
    (((tracking_url IS NULL) OR ((tracking_url ~ '^https://[^\s]+$'::text) AND (length(tracking_url) <=
    500)))),
  "created_by"      uuid                     default auth.uid(),
  constraint "shipments_created_by_fkey" foreign key (created_by) references auth.users(id) on delete
    set null,
  constraint "shipments_check1" check (public.tracking_number_valid(carrier, tracking_number)),
  constraint "shipments_check2"
    check
    (((carrier = 'other'::text) OR (tracking_url = public.tracking_url(carrier, tracking_number,
    NULL::text)))),
  constraint "shipments_tracking_number_check"
    check ((tracking_number = public.tracking_number_normalize(tracking_number)))
);

alter table public.shipments enable row level security;

create policy "admin reads need aal2" on public.shipments as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read their shipments, admins read all" on public.shipments for select to authenticated
  using (((select public.is_staff()) or (exists ( select 1 from public.orders o where ((o.id = shipments.order_id) AND (o.user_id = (select auth.uid())))))));

comment on table "public"."shipments" is 'A parcel that left for an order: carrier, tracking number and link. Written by admin_create_shipment only.';

create index shipments_created_by_idx on public.shipments using btree (created_by);

revoke all on table public.shipments from anon, authenticated, service_role;
grant select on table public.shipments to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.shipments to service_role;
