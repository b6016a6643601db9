create table "public"."order_events" (
  "id"         bigint                   generated always as identity not null,
  "order_id"   uuid                     not null,
  "type"       text                     not null,
  "note"       text,
  "data"       jsonb                    not null default '{}'::jsonb,
  "created_at" timestamp with time zone not null default now(),
  constraint "order_events_pkey" primary key (id),
  constraint "order_events_type_check"
    check
    ((type = ANY (ARRAY['created'::text, 'status_changed'::text, 'payment'::text, 'refund'::text,
    'note'::text, 'email'::text, 'updated'::text, 'shipment'::text, 'balance_requested'::text]))),
  constraint "order_events_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade,
  "actor_id"   uuid                     default auth.uid(),
  constraint "order_events_actor_id_fkey" foreign key (actor_id) references auth.users(id) on delete set null
);

alter table public.order_events enable row level security;

alter table public.order_events add column "from_status" public.order_status;

alter table public.order_events add column "to_status" public.order_status;

create unique index order_events_balance_requested_once on public.order_events using btree (order_id)
  where (type = 'balance_requested'::text);

create index order_events_order_id_idx on public.order_events using btree (order_id, created_at);

create trigger order_events_notes_as_written before insert on public.order_events for each row execute function public.order_notes_as_written();

create trigger order_events_refuse_update before update on public.order_events for each row execute function public.order_events_refuse_update();

create policy "admin reads need aal2" on public.order_events as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admin writes need aal2 (insert)" on public.order_events as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admins read order events" on public.order_events for select to authenticated using ((select public.is_staff()));

create index order_events_actor_id_idx on public.order_events using btree (actor_id);

create policy "admins add order notes" on "public"."order_events"
  for insert
  to "authenticated"
  with
    check
    ((( SELECT public.is_staff() AS is_staff) AND (type = 'note'::text) AND (actor_id = ( SELECT auth.uid() AS
    uid))));

revoke all on sequence public.order_events_id_seq from anon, authenticated, service_role;
grant select, update, usage on sequence public.order_events_id_seq to anon, authenticated, service_role;
revoke all on table public.order_events from anon, authenticated, service_role;
grant select on table public.order_events to anon;
grant select, insert on table public.order_events to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.order_events to service_role;
