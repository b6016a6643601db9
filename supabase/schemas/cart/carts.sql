create table "public"."carts" (
  "id"           uuid                     not null default gen_random_uuid(),
  "user_id"      uuid                     not null,
  "status"       text                     not null default 'active'::text,
  "created_at"   timestamp with time zone not null default now(),
  "last_updated" timestamp with time zone not null default now(),
  "version"      bigint                   not null default 0,
  constraint "carts_pkey" primary key (id),
  constraint "carts_status_check"
    check ((status = ANY (ARRAY['active'::text, 'converted'::text, 'abandoned'::text]))),
  constraint "carts_user_id_fkey" foreign key (user_id) references auth.users(id) on delete cascade,
  constraint "carts_version_check" check ((version >= 0))
);

alter table public.carts enable row level security;

create unique index carts_one_active_per_user on public.carts using btree (user_id)
  where (status = 'active'::text);

create index carts_user_id_idx on public.carts using btree (user_id);

create policy "admin reads need aal2" on public.carts as restrictive for select to authenticated
  using (((user_id = (select auth.uid())) or (select public.admin_read_allowed())));

create policy "owners create their carts" on public.carts for insert to authenticated with check ((user_id = (select auth.uid())));

create policy "owners delete their carts" on public.carts for delete to authenticated using ((user_id = (select auth.uid())));

create policy "owners read their carts, admins read all" on public.carts for select to authenticated
  using (((user_id = (select auth.uid())) or (select public.is_admin())));

create policy "owners update their carts" on public.carts for update to authenticated
  using ((user_id = (select auth.uid()))) with check ((user_id = (select auth.uid())));

comment on column "public"."carts"."version" is 'Writes of the cart''s lines so far: replace_cart_lines() refuses a client that read an older version.';

revoke all on table public.carts from anon, authenticated, service_role;
grant select, insert, update, delete on table public.carts to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.carts to service_role;
