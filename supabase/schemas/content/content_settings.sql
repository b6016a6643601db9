create table "public"."content_settings" (
  "id"                     boolean                  not null default true,
  "build_hook_url"         text,
  "last_build_hook_at"     timestamp with time zone,
  "last_build_hook_status" text,
  "rebuild_pending"        boolean                  not null default false,
  "updated_at"             timestamp with time zone not null default now(),
  constraint "content_settings_build_hook_url_check" check (((build_hook_url IS NULL) OR ((build_hook_url ~ '^https://[^\s/?#]+[^\s]*$'::text) AND (char_length(build_hook_url) <= 500)))),
  constraint "content_settings_id_check" check (id),
  constraint "content_settings_pkey" primary key (id)
);

alter table public.content_settings enable row level security;

create trigger content_settings_set_updated_at before update on public.content_settings for each row execute function public.set_updated_at();

create policy "admin reads need aal2" on public.content_settings as restrictive for select to authenticated using ((select public.admin_read_allowed()));
create policy "admins read content settings" on public.content_settings for select to authenticated using ((select public.is_admin()));

comment on table "public"."content_settings" is 'One row: the static host''s build hook (Netlify, Cloudflare Pages) that publishing calls so the pre-rendered pages and the sitemap are rebuilt, and how its last call went.';

comment on column "public"."content_settings"."rebuild_pending" is 'A scheduled version went live, or a published product changed, since the build hook was last called: the scheduled content-admin run calls the hook and clears it.';

revoke all on table public.content_settings from anon, authenticated, service_role;
grant select on table public.content_settings to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.content_settings to service_role;
