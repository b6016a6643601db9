create table "public"."content_revisions" (
  "id"          bigint                   generated always as identity not null,
  "document_id" uuid                     not null,
  "key"         text                     not null,
  "content"     jsonb                    not null,
  "reason"      text                     not null,
  "saved_at"    timestamp with time zone not null default now(),
  "saved_by"    uuid,
  constraint "content_revisions_document_id_fkey" foreign key (document_id) references public.content_documents(id) on delete cascade,
  constraint "content_revisions_pkey" primary key (id),
  constraint "content_revisions_reason_check" check ((reason = ANY (ARRAY['save'::text, 'autosave'::text, 'publish'::text, 'restore'::text])))
);

alter table public.content_revisions enable row level security;

create index content_revisions_document_id_saved_at_idx on public.content_revisions using btree (document_id, saved_at desc);

create policy "admin reads need aal2" on public.content_revisions as restrictive for select to authenticated using ((select public.admin_read_allowed()));
create policy "admins read content revisions" on public.content_revisions for select to authenticated using ((select public.is_admin()));

comment on table "public"."content_revisions" is 'Earlier states of a content document (its key and {shared, en, fr}), newest first, for the admin''s history and restore. Autosaves by the same admin within ten minutes update one revision.';

revoke all on table public.content_revisions from anon, authenticated, service_role;
grant select on table public.content_revisions to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.content_revisions to service_role;
