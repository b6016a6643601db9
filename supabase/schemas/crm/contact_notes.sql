create table "public"."contact_notes" (
  "id"         uuid                     not null default gen_random_uuid(),
  "contact_id" uuid                     not null,
  "kind"       text                     not null default 'note'::text,
  "body"       text                     not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "contact_notes_body_check" check (((length(body) >= 1) AND (length(body) <= 10000))),
  constraint "contact_notes_kind_check"
    check ((kind = ANY (ARRAY['note'::text, 'consent'::text, 'system'::text]))),
  constraint "contact_notes_pkey" primary key (id),
  constraint "contact_notes_contact_id_fkey" foreign key (contact_id) references public.contacts(id)
    on delete cascade,
  "author_id"  uuid                     default auth.uid(),
  constraint "contact_notes_author_id_fkey" foreign key (author_id) references auth.users(id) on delete
    set null
);

alter table public.contact_notes enable row level security;

create index contact_notes_contact_id_idx on public.contact_notes using btree (contact_id, created_at desc);

create policy "admin reads need aal2" on public.contact_notes as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admin writes need aal2 (delete)" on public.contact_notes as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.contact_notes as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.contact_notes as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins read notes" on public.contact_notes for select to authenticated using ((select public.is_admin()));

create index contact_notes_author_id_idx on public.contact_notes using btree (author_id);

create policy "admins add notes" on "public"."contact_notes"
  for insert
  to "authenticated"
  with
    check
    ((( SELECT public.is_admin() AS is_admin) AND (kind = 'note'::text) AND (author_id = ( SELECT auth.uid()
    AS uid))));

create policy "admins delete their own notes" on "public"."contact_notes"
  for delete
  to "authenticated"
  using
    ((( select public.is_admin() as is_admin) AND (kind = 'note'::text) AND (author_id = ( select auth.uid()
    as uid))));

revoke all on table public.contact_notes from anon, authenticated, service_role;
grant select, insert, update, delete on table public.contact_notes to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.contact_notes to service_role;
