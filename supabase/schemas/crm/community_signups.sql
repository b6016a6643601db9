create table "public"."community_signups" (
  "id"           uuid                     not null default gen_random_uuid(),
  "token_hash"   bytea                    not null,
  "email"        extensions.citext        not null,
  "first_name"   text                     not null,
  "last_name"    text                     not null,
  "country"      text                     not null,
  "phone"        text                     not null,
  "locale"       text,
  "client_hash"  text,
  "created_at"   timestamp with time zone not null default now(),
  "expires_at"   timestamp with time zone not null,
  "confirmed_at" timestamp with time zone,
  "contact_id"   uuid,
  constraint "community_signups_country_check" check ((country ~ '^[A-Z]{2}$'::text)),
  constraint "community_signups_email_check" check (((email)::text ~ '^[^@\s]+@[^@\s]+$'::text)),
  constraint "community_signups_first_name_check"
    check (((length(first_name) >= 1) AND (length(first_name) <= 100))),
  constraint "community_signups_last_name_check"
    check (((length(last_name) >= 1) AND (length(last_name) <= 100))),
  constraint "community_signups_locale_check" check ((locale = ANY (ARRAY['en'::text, 'fr'::text]))),
  constraint "community_signups_phone_check" check ((length(phone) <= 25)),
  constraint "community_signups_pkey" primary key (id),
  constraint "community_signups_token_hash_key" unique (token_hash),
  constraint "community_signups_contact_id_fkey" foreign key (contact_id) references public.contacts(id)
    on delete set null
);

alter table public.community_signups enable row level security;

create index community_signups_client_hash_created_at_idx on public.community_signups
  using btree (client_hash, created_at desc)
  where (client_hash is not null);

create index community_signups_contact_id_idx on public.community_signups using btree (contact_id);

create index community_signups_email_created_at_idx on public.community_signups
  using btree (email, created_at desc);

create index community_signups_expires_at_idx on public.community_signups using btree (expires_at);

comment on table "public"."community_signups" is 'Join the Community requests waiting for their mailed link (token_hash = sha256 of the token); confirmed_at once applied.';

revoke all on table public.community_signups from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.community_signups to service_role;
