// The local stand-in for the pg_cron job of migration 20261130100320_alert_digest_schedule.sql: runs
// public.queue_alert_digest() (the day's routine alerts in one mail to each owner) as the `postgres` role, the
// job's owner on hosted. Hourly rather than at 07:00 UTC: the function itself sends at most one digest a Paris
// day, so a local backend started in the afternoon still sends that day's.

export type DigestQuery = (sql: string) => Promise<{ rows: { alerts: number | null }[] }>;

export interface DigestJob {
  /** One run now; resolves to the number of alerts the digest carried (0: none, or sent today already). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export const DIGEST_INTERVAL_MS = 60 * 60_000;

export function startDigestJob(
  query: DigestQuery,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): DigestJob {
  const log = options.log ?? (() => undefined);
  let running: Promise<number> | undefined;

  const runOnce = (): Promise<number> => {
    running ??= query('select public.queue_alert_digest() as alerts')
      .then(({ rows }) => Number(rows[0]?.alerts ?? 0))
      .catch((error: unknown) => {
        // Undefined function (42883): the migrations are not there yet.
        if ((error as { code?: string }).code !== '42883') {
          log(`queue_alert_digest failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        return 0;
      })
      .then((alerts) => {
        if (alerts > 0) log(`queued the alert digest (${alerts} alert(s))`);
        return alerts;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  // 0: no timer (a test that runs the job itself).
  const intervalMs = options.intervalMs ?? DIGEST_INTERVAL_MS;
  const timer = intervalMs > 0 ? setInterval(() => void runOnce(), intervalMs) : undefined;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
