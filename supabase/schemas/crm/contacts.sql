create table "public"."contacts" (
  "id"         uuid                     not null default gen_random_uuid(),
  "email"      extensions.citext        not null,
  "first_name" text,
  "last_name"  text,
  "full_name"  text,
  "phone"      text,
  "country"    text,
  "locale"     text,
  "source"     text                     not null default 'admin'::text,
  "consent"    boolean                  not null default false,
  "consent_at" timestamp with time zone,
  "tags"       text[]                   not null default '{}'::text[],
  "user_id"    uuid,
  "import_id"  uuid,
  "created_at" timestamp with time zone not null default now(),
  "updated_at" timestamp with time zone not null default now(),
  constraint "contacts_check" check (((NOT consent) OR (consent_at IS NOT NULL))),
  constraint "contacts_country_check" check ((country ~ '^[A-Z]{2}$'::text)),
  constraint "contacts_email_check" check (((email)::text ~ '^[^@\s]+@[^@\s]+$'::text)),
  constraint "contacts_email_key" unique (email),
  constraint "contacts_import_id_fkey" foreign key (import_id) references public.contact_imports(id) on delete
    set null,
  constraint "contacts_locale_check" check ((locale = ANY (ARRAY['en'::text, 'fr'::text]))),
  constraint "contacts_pkey" primary key (id),
  constraint "contacts_source_check"
    check
    ((source = ANY (ARRAY['signup'::text, 'newsletter'::text, 'community'::text, 'checkout'::text,
    'contact_form'::text, 'import'::text, 'admin'::text]))),
  constraint "contacts_user_id_fkey" foreign key (user_id) references auth.users(id) on delete set null,
  constraint "contacts_user_id_key" unique (user_id)
);

alter table public.contacts enable row level security;

create index contacts_country_idx on public.contacts using btree (country);

create index contacts_created_at_idx on public.contacts using btree (created_at desc);

create index contacts_full_name_idx on public.contacts using btree (full_name, id);

create index contacts_import_id_idx on public.contacts using btree (import_id);

create index contacts_source_idx on public.contacts using btree (source);

create index contacts_tags_idx on public.contacts using gin (tags);

create trigger contacts_before_write before insert or update on public.contacts for each row execute function public.contacts_before_write();

create trigger contacts_log_consent_change
  after insert or update of consent on public.contacts
  for each row
  execute function public.log_contact_consent_change();

create policy "admin reads need aal2" on public.contacts as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admin writes need aal2 (delete)" on public.contacts as restrictive for delete to authenticated using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.contacts as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.contacts as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins manage contacts" on public.contacts for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

alter table "public"."contacts"
  add column "search_text" text generated always as
    (public.unaccent_immutable(lower(((((((((((COALESCE(full_name, ''::text) || ' '::text) ||
    COALESCE(first_name, ''::text)) || ' '::text) || COALESCE(last_name, ''::text)) || ' '::text) ||
    (email)::text) || ' '::text) || COALESCE(phone, ''::text)) || ' '::text) ||
    COALESCE(regexp_replace(phone, '\D'::text, ''::text, 'g'::text), ''::text))))) stored;

comment on column "public"."contacts"."search_text" is 'Search with ilike ''%term%'' on a lower-cased, unaccented term; backed by a trigram index.';

create index contacts_search_text_trgm_idx on public.contacts using gin (search_text extensions.gin_trgm_ops);

revoke all on table public.contacts from anon, authenticated, service_role;
grant select, insert, update, delete on table public.contacts to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.contacts to service_role;
