create table "public"."content_documents" (
  "id"                  uuid                     not null default gen_random_uuid(),
  "kind"                text                     not null,
  "key"                 text                     not null,
  "draft"               jsonb                    not null,
  "draft_saved_at"      timestamp with time zone not null default now(),
  "draft_saved_by"      uuid,
  "published"           jsonb,
  "published_languages" text[]                   not null default '{}'::text[],
  "published_at"        timestamp with time zone,
  "published_by"        uuid,
  "first_published_at"  timestamp with time zone,
  "scheduled"           jsonb,
  "scheduled_languages" text[]                   not null default '{}'::text[],
  "scheduled_for"       timestamp with time zone,
  "scheduled_by"        uuid,
  "created_at"          timestamp with time zone not null default now(),
  "updated_at"          timestamp with time zone not null default now(),
  constraint "content_documents_kind_check" check ((kind = ANY (ARRAY['article'::text, 'page'::text]))),
  constraint "content_documents_key_check" check ((((kind = 'article'::text) AND (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(key) <= 96)) OR ((kind = 'page'::text) AND (key = ANY (ARRAY['home'::text, 'story'::text, 'ritual'::text, 'commitment'::text, 'experiences'::text]))))),
  constraint "content_documents_draft_check" check ((jsonb_typeof(draft) = 'object'::text)),
  constraint "content_documents_kind_key_key" unique (kind, key),
  constraint "content_documents_pkey" primary key (id),
  constraint "content_documents_published_check" check (((published IS NULL) = (published_at IS NULL))),
  constraint "content_documents_scheduled_check" check (((scheduled IS NULL) = (scheduled_for IS NULL)))
);

alter table public.content_documents enable row level security;

create trigger content_documents_set_updated_at before update on public.content_documents for each row execute function public.set_updated_at();

-- Admins read drafts at aal2 (the restrictive policy); nobody writes through PostgREST: every change goes through
-- the content-admin Edge Function, which sanitizes rich text and then calls the content_* functions as service_role.
create policy "admin reads need aal2" on public.content_documents as restrictive for select to authenticated using ((select public.admin_read_allowed()));
create policy "admins read content" on public.content_documents for select to authenticated using ((select public.is_admin()));

comment on table "public"."content_documents" is 'The journal articles and the brand pages written by the owner: the draft being edited, the version visitors see (published, in published_languages) and one scheduled to replace it at scheduled_for. Each holds {shared, en, fr}. Visitors read through public.published_content().';

revoke all on table public.content_documents from anon, authenticated, service_role;
grant select on table public.content_documents to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.content_documents to service_role;
