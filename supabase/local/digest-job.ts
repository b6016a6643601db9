// The local stand-in for the pg_cron job of migration 20261130100320_alert_digest_schedule.sql: runs
// public.queue_alert_digest() (the day's routine alerts in one mail to each owner); resolves to the number of
// alerts the digest carried (0: none, or sent today already). Hourly rather than at 07:00 UTC: the function
// itself sends at most one digest a Paris day, so a local backend started in the afternoon still sends that day's.
import { startSqlJob, type SqlJob, type SqlJobOptions, type SqlJobQuery } from './sql-job.ts';

export const DIGEST_INTERVAL_MS = 60 * 60_000;

export const startDigestJob = (query: SqlJobQuery, options?: SqlJobOptions): SqlJob =>
  startSqlJob(
    query,
    {
      fn: 'queue_alert_digest',
      intervalMs: DIGEST_INTERVAL_MS,
      done: (alerts) => `queued the alert digest (${alerts} alert(s))`,
    },
    options,
  );
