create table "public"."staff_role_changes" (
  "id"           bigint generated always as identity not null,
  "changed_at"   timestamp with time zone not null default now(),
  "actor_id"     uuid,
  "actor_email"  text                     not null,
  "target_id"    uuid,
  "target_email" text                     not null,
  "from_role"    text,
  "to_role"      text,
  constraint "staff_role_changes_pkey" primary key (id),
  constraint "staff_role_changes_actor_id_fkey" foreign key (actor_id) references auth.users(id) on delete set null,
  constraint "staff_role_changes_target_id_fkey" foreign key (target_id) references auth.users(id) on delete set null,
  constraint "staff_role_changes_roles_check" check (((from_role IS DISTINCT FROM to_role) AND ((from_role IS NULL) OR (from_role = ANY (ARRAY['owner'::text, 'admin'::text, 'fulfilment'::text]))) AND ((to_role IS NULL) OR (to_role = ANY (ARRAY['owner'::text, 'admin'::text, 'fulfilment'::text])))))
);

alter table public.staff_role_changes enable row level security;

create index staff_role_changes_actor_id_idx on public.staff_role_changes using btree (actor_id);

create index staff_role_changes_target_id_idx on public.staff_role_changes using btree (target_id);

create index staff_role_changes_changed_at_idx on public.staff_role_changes using btree (changed_at desc);

create policy "admin reads need aal2" on public.staff_role_changes as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read staff role changes" on public.staff_role_changes for select to authenticated using ((select public.is_owner()));

comment on table "public"."staff_role_changes" is 'Every change of a staff role (invite, role change, removal): who made it, when, to whom, from which role to which (null: none). The emails are kept as they were, so the trail still reads after an account is deleted. Written only by staff_set_role; owners read it.';

revoke all on table public.staff_role_changes from anon, authenticated, service_role;
grant select on table public.staff_role_changes to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.staff_role_changes to service_role;
