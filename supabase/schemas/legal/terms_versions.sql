create table "public"."terms_versions" (
  "id"          text                     not null,
  "facts_set"   text                     not null,
  "texts"       jsonb                    not null,
  "recorded_at" timestamp with time zone not null default clock_timestamp(),
  constraint "terms_versions_facts_set" check ((facts_set = ANY (ARRAY['demo'::text, 'production'::text]))),
  constraint "terms_versions_id_sha256" check ((id ~ '^[0-9a-f]{64}$'::text)),
  constraint "terms_versions_pkey" primary key (id),
  constraint "terms_versions_texts_both_languages"
    check
    (((jsonb_typeof((texts -> 'en'::text)) = 'object'::text) AND (jsonb_typeof((texts -> 'fr'::text)) =
    'object'::text)))
);

alter table public.terms_versions enable row level security;

create index terms_versions_current_idx on public.terms_versions using btree (facts_set, recorded_at desc);

create policy "everyone reads the terms versions" on public.terms_versions for select to anon, authenticated using (true);

comment on table "public"."terms_versions" is 'Every version of the terms of sale (and the model withdrawal form) the shop has offered, in English and French. id = SHA-256 of the texts as canonical JSON. Written by migrations only (npm run terms:record); the latest of a facts set is the one checkout accepts.';

revoke all on table public.terms_versions from anon, authenticated, service_role;
grant select on table public.terms_versions to anon, authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.terms_versions to service_role;
