create table "public"."personal_data_erasures" (
  "id"           uuid                     not null default gen_random_uuid(),
  "erased_at"    timestamp with time zone not null default now(),
  "requested_by" text                     not null,
  "admin_id"     uuid,
  "had_account"  boolean                  not null,
  "orders_kept"  integer                  not null default 0,
  "counts"       jsonb                    not null default '{}'::jsonb,
  constraint "personal_data_erasures_admin_id_fkey" foreign key (admin_id) references auth.users(id) on delete
    set null,
  constraint "personal_data_erasures_check" check (((requested_by = 'admin'::text) OR (admin_id IS NULL))),
  constraint "personal_data_erasures_counts_check" check ((jsonb_typeof(counts) = 'object'::text)),
  constraint "personal_data_erasures_orders_kept_check" check ((orders_kept >= 0)),
  constraint "personal_data_erasures_pkey" primary key (id),
  constraint "personal_data_erasures_requested_by_check"
    check ((requested_by = ANY (ARRAY['member'::text, 'admin'::text])))
);

alter table public.personal_data_erasures enable row level security;

create index personal_data_erasures_admin_id_idx on public.personal_data_erasures using btree (admin_id);

create index personal_data_erasures_erased_at_idx on public.personal_data_erasures
  using btree (erased_at desc);

create policy "admin reads need aal2" on public.personal_data_erasures as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admins read erasures" on public.personal_data_erasures for select to authenticated using ((select public.is_admin()));

comment on table "public"."personal_data_erasures" is 'One line per erasure of a person (GDPR art. 17, accountability art. 5(2)): when, by whom, what was kept; no personal data.';

revoke all on table public.personal_data_erasures from anon, authenticated, service_role;
grant select on table public.personal_data_erasures to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.personal_data_erasures to service_role;
