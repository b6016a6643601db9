create table "public"."job_heartbeats" (
  "job"    text                     not null,
  "ran_at" timestamp with time zone not null default now(),
  constraint "job_heartbeats_pkey" primary key (job)
);

alter table public.job_heartbeats enable row level security;

comment on table "public"."job_heartbeats" is 'When each scheduled job last ran (release_expired_holds writes its own): the Ready to sell checklist says whether the jobs run. Written by the jobs (SECURITY DEFINER), never through the API.';

revoke all on table public.job_heartbeats from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.job_heartbeats to service_role;
