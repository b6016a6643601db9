-- CRM: contacts, their notes timeline, contact-form messages and CSV imports. Admins only, all of it.
-- New accounts become contacts through a trigger on auth.users.

create table public.contact_imports (
  id uuid primary key default gen_random_uuid(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  filename text,
  total_rows integer not null default 0 check (total_rows >= 0),
  inserted_count integer not null default 0 check (inserted_count >= 0),
  updated_count integer not null default 0 check (updated_count >= 0),
  skipped_count integer not null default 0 check (skipped_count >= 0),
  error_count integer not null default 0 check (error_count >= 0),
  -- [{ "row": 12, "field": "email", "message": "..." }, ...]
  row_errors jsonb not null default '[]' check (jsonb_typeof(row_errors) = 'array'),
  -- What undo needs to restore contacts this import updated: [{ "id": ..., "before": {...} }, ...].
  previous_values jsonb not null default '[]' check (jsonb_typeof(previous_values) = 'array'),
  created_at timestamptz not null default now(),
  undone_at timestamptz
);

create index contact_imports_created_by_idx on public.contact_imports (created_by);
create index contact_imports_created_at_idx on public.contact_imports (created_at desc);

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  -- citext: one contact per address whatever its case (imports and sign-ups upsert on it).
  email extensions.citext not null unique check (email::text ~ '^[^@\s]+@[^@\s]+$'),
  first_name text,
  last_name text,
  full_name text,
  phone text,
  country text check (country ~ '^[A-Z]{2}$'), -- ISO 3166-1 alpha-2
  locale text check (locale in ('en', 'fr')),
  source text not null default 'admin'
    check (source in ('signup', 'newsletter', 'checkout', 'contact_form', 'import', 'admin')),
  consent boolean not null default false,
  consent_at timestamptz,
  tags text[] not null default '{}',
  user_id uuid unique references auth.users (id) on delete set null,
  import_id uuid references public.contact_imports (id) on delete set null, -- the import that created it
  -- Lower-case, accent-free haystack for the CRM search (name, email, phone as typed and as digits).
  search_text text generated always as (
    public.unaccent_immutable(lower(
      coalesce(full_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' ||
      email::text || ' ' || coalesce(phone, '') || ' ' || coalesce(regexp_replace(phone, '\D', '', 'g'), '')
    ))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (not consent or consent_at is not null)
);

comment on column public.contacts.search_text is
  'Search with ilike ''%term%'' on a lower-cased, unaccented term; backed by a trigram index.';

create index contacts_search_text_trgm_idx on public.contacts using gin (search_text extensions.gin_trgm_ops);
create index contacts_tags_idx on public.contacts using gin (tags);
create index contacts_created_at_idx on public.contacts (created_at desc);
create index contacts_source_idx on public.contacts (source);
create index contacts_country_idx on public.contacts (country);
create index contacts_import_id_idx on public.contacts (import_id);

-- Fill full_name from its parts (imports give first/last, sign-ups give full_name), and date consent.
create function public.contacts_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.full_name is null or btrim(new.full_name) = '' then
    new.full_name := nullif(btrim(concat_ws(' ', btrim(new.first_name), btrim(new.last_name))), '');
  end if;
  if new.consent and new.consent_at is null then
    new.consent_at := pg_catalog.now();
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
    if new.consent and not old.consent and new.consent_at is not distinct from old.consent_at then
      new.consent_at := pg_catalog.now(); -- consent given again: date it now
    end if;
  end if;
  return new;
end;
$$;

create trigger contacts_before_write
  before insert or update on public.contacts
  for each row execute function public.contacts_before_write();

create table public.contact_notes (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references public.contacts (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  -- note: written by an admin; consent: consent given or withdrawn (written by a trigger); system: other events.
  kind text not null default 'note' check (kind in ('note', 'consent', 'system')),
  body text not null check (length(body) between 1 and 10000),
  created_at timestamptz not null default now()
);

create index contact_notes_contact_id_idx on public.contact_notes (contact_id, created_at desc);
create index contact_notes_author_id_idx on public.contact_notes (author_id);

-- Consent history: every change of consent leaves a line in the contact's timeline. SECURITY DEFINER so the
-- history is written whoever changes the contact (an admin, an import, a sign-up).
create function public.log_contact_consent_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.consent
     or tg_op = 'UPDATE' and new.consent is distinct from old.consent then
    insert into public.contact_notes (contact_id, author_id, kind, body)
    values (
      new.id,
      auth.uid(),
      'consent',
      case when new.consent then 'Consent given (source: ' || new.source || ')' else 'Consent withdrawn' end
    );
  end if;
  return null;
end;
$$;

revoke execute on function public.log_contact_consent_change() from public, anon, authenticated;

create trigger contacts_log_consent_change
  after insert or update of consent on public.contacts
  for each row execute function public.log_contact_consent_change();

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid references public.contacts (id) on delete set null,
  name text not null check (length(name) between 1 and 200),
  email extensions.citext not null check (email::text ~ '^[^@\s]+@[^@\s]+$'),
  subject text check (length(subject) <= 300),
  message text not null check (length(message) between 1 and 10000),
  locale text check (locale in ('en', 'fr')),
  handled_at timestamptz,
  created_at timestamptz not null default now()
);

create index contact_messages_contact_id_idx on public.contact_messages (contact_id);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contacts enable row level security;
alter table public.contact_notes enable row level security;
alter table public.contact_messages enable row level security;
alter table public.contact_imports enable row level security;

create policy "admins manage contacts"
  on public.contacts for all
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Notes are a timeline: admins add and read them; nobody rewrites history.
create policy "admins read notes"
  on public.contact_notes for select
  to authenticated
  using ((select public.is_admin()));

create policy "admins add notes"
  on public.contact_notes for insert
  to authenticated
  with check ((select public.is_admin()) and kind = 'note' and author_id = (select auth.uid()));

create policy "admins delete their own notes"
  on public.contact_notes for delete
  to authenticated
  using ((select public.is_admin()) and kind = 'note' and author_id = (select auth.uid()));

-- Messages arrive only through a SQL function of the contact form (a later migration); admins read them and
-- mark them handled.
create policy "admins read messages"
  on public.contact_messages for select
  to authenticated
  using ((select public.is_admin()));

create policy "admins mark messages handled"
  on public.contact_messages for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "admins delete messages"
  on public.contact_messages for delete
  to authenticated
  using ((select public.is_admin()));

create policy "admins manage imports"
  on public.contact_imports for all
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- A new account becomes a CRM contact, or is linked to the contact that already has its email (someone who
-- joined the community or checked out as a guest before signing up).
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta_name text := nullif(btrim(new.raw_user_meta_data ->> 'full_name'), '');
  meta_locale text := new.raw_user_meta_data ->> 'locale';
begin
  if new.email is null or new.email = '' then
    return new; -- phone-only accounts have nothing to key a contact on
  end if;

  insert into public.contacts (email, full_name, locale, source, user_id)
  values (
    new.email,
    meta_name,
    case when meta_locale in ('en', 'fr') then meta_locale end,
    'signup',
    new.id
  )
  on conflict (email) do update
  set user_id = coalesce(public.contacts.user_id, excluded.user_id),
      full_name = coalesce(public.contacts.full_name, excluded.full_name),
      locale = coalesce(public.contacts.locale, excluded.locale);

  return new;
exception
  -- The CRM must never stand between a person and their account: log and let the sign-up through.
  when others then
    raise warning 'handle_new_user: contact not created for user %: %', new.id, sqlerrm;
    return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
