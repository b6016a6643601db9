// The local stand-in for the pg_cron job of migration 20261123000150_sweep_schedule.sql: runs
// public.release_expired_holds() (holds and payment sessions past their expiry, checkout orders unpaid after
// 24 hours) every minute; resolves to the number of holds released.
import { startSqlJob, type SqlJob, type SqlJobOptions, type SqlJobQuery } from './sql-job.ts';

export const SWEEP_INTERVAL_MS = 60_000;

export const startSweeper = (query: SqlJobQuery, options?: SqlJobOptions): SqlJob =>
  startSqlJob(
    query,
    {
      fn: 'release_expired_holds',
      intervalMs: SWEEP_INTERVAL_MS,
      done: (released) => `released ${released} expired stock hold(s)`,
    },
    options,
  );
