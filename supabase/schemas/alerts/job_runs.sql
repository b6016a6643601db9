create table "public"."job_runs" (
  "job"         text                     not null,
  "last_run_at" timestamp with time zone not null default clock_timestamp(),
  constraint "job_runs_pkey" primary key (job),
  constraint "job_runs_job_check"
    check ((job = ANY (ARRAY['release-expired-holds'::text, 'send-emails'::text, 'alert-digest'::text])))
);

alter table public.job_runs enable row level security;

comment on table "public"."job_runs" is 'The heartbeat of the scheduled jobs (public.record_job_run): each run stamps its row; the sweep and the mail job each check the other (an absent job cannot report itself).';

revoke all on table public.job_runs from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.job_runs to service_role;
