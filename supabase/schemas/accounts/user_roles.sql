create table "public"."user_roles" (
  "user_id"    uuid                     not null,
  "role"       text                     not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "user_roles_pkey" primary key (user_id, role),
  constraint "user_roles_role_check" check ((role = ANY (ARRAY['owner'::text, 'admin'::text, 'fulfilment'::text, 'member'::text]))),
  constraint "user_roles_user_id_fkey" foreign key (user_id) references auth.users(id) on delete cascade
);

alter table public.user_roles enable row level security;

create unique index user_roles_one_staff_role on public.user_roles using btree (user_id) where (role <> 'member'::text);

create policy "users read their own roles" on public.user_roles for select to authenticated using ((user_id = (select auth.uid())));

comment on table "public"."user_roles" is 'Application roles: at most one staff role per user (owner: everything; admin: everything but staff and settings; fulfilment: orders, parcels, withdrawals), and member. Users read their own rows; only service_role (dashboard, seed, scripts, the staff functions) writes.';

revoke all on table public.user_roles from anon, authenticated, service_role;
grant select on table public.user_roles to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.user_roles to service_role;
