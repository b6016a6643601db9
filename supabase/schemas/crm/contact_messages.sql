create table "public"."contact_messages" (
  "id"          uuid                     not null default gen_random_uuid(),
  "contact_id"  uuid,
  "name"        text                     not null,
  "email"       extensions.citext        not null,
  "subject"     text,
  "message"     text                     not null,
  "locale"      text,
  "handled_at"  timestamp with time zone,
  "created_at"  timestamp with time zone not null default now(),
  "client_hash" text,
  constraint "contact_messages_email_check" check (((email)::text ~ '^[^@\s]+@[^@\s]+$'::text)),
  constraint "contact_messages_locale_check" check ((locale = ANY (ARRAY['en'::text, 'fr'::text]))),
  constraint "contact_messages_message_check" check (((length(message) >= 1) AND (length(message) <= 10000))),
  constraint "contact_messages_name_check" check (((length(name) >= 1) AND (length(name) <= 200))),
  constraint "contact_messages_pkey" primary key (id),
  constraint "contact_messages_subject_check" check ((length(subject) <= 300)),
  constraint "contact_messages_contact_id_fkey" foreign key (contact_id) references public.contacts(id)
    on delete set null
);

alter table public.contact_messages enable row level security;

create index contact_messages_client_hash_created_at_idx on public.contact_messages
  using btree (client_hash, created_at desc)
  where (client_hash is not null);

create index contact_messages_contact_id_idx on public.contact_messages using btree (contact_id);

create index contact_messages_created_at_idx on public.contact_messages using btree (created_at desc);

create index contact_messages_email_client_created_at_idx on public.contact_messages
  using btree (email, client_hash, created_at desc);

create index contact_messages_email_created_at_idx on public.contact_messages
  using btree (email, created_at desc);

create trigger contact_messages_raise_alerts
  after insert or update of handled_at on public.contact_messages
  for each row execute function public.contact_messages_raise_alerts();

create policy "admin reads need aal2" on public.contact_messages as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "admin writes need aal2 (delete)" on public.contact_messages as restrictive for delete to authenticated
  using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.contact_messages as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.contact_messages as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins delete messages" on public.contact_messages for delete to authenticated using ((select public.is_admin()));

create policy "admins mark messages handled" on public.contact_messages for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "admins read messages" on public.contact_messages for select to authenticated using ((select public.is_admin()));

revoke all on table public.contact_messages from anon, authenticated, service_role;
grant select, insert, update, delete on table public.contact_messages to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.contact_messages to service_role;
