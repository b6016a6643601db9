create table "public"."shop_settings_changes" (
  "id"         bigint generated always as identity not null,
  "changed_at" timestamp with time zone not null default now(),
  "changed_by" uuid,
  "changes"    jsonb                    not null,
  constraint "shop_settings_changes_pkey" primary key (id),
  constraint "shop_settings_changes_changed_by_fkey" foreign key (changed_by) references auth.users(id) on delete set null
);

alter table public.shop_settings_changes enable row level security;

create index shop_settings_changes_changed_by_idx on public.shop_settings_changes using btree (changed_by);

create policy "admin reads need aal2" on public.shop_settings_changes as restrictive for select to authenticated using ((select public.admin_read_allowed()));
create policy "the owner reads the settings' changes" on public.shop_settings_changes for select to authenticated using ((select public.is_owner()));

comment on table "public"."shop_settings_changes" is 'Who changed which of the shop''s legal facts, and when: one row per change, written by the shop_settings trigger (never through the API), read by the owner.';

comment on column "public"."shop_settings_changes"."changed_by" is 'The user whose request made the change; null for the SQL editor or the service role (or once that user is deleted).';

comment on column "public"."shop_settings_changes"."changes" is '{path: {"from": old, "to": new}} for each fact of legal_fact_paths() that changed.';

revoke all on table public.shop_settings_changes from anon, authenticated, service_role;
grant select on table public.shop_settings_changes to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.shop_settings_changes to service_role;
