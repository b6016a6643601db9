// The local stand-in for the pg_cron job of migration 20261123000150_sweep_schedule.sql: runs
// public.release_expired_holds() (holds and payment sessions past their expiry, checkout orders unpaid after
// 24 hours) every minute as the `postgres` role, the job's owner on hosted. Embedded Postgres has no pg_cron.

export type SweepQuery = (sql: string) => Promise<{ rows: { released: number | null }[] }>;

export interface Sweeper {
  /** One run now; resolves to the number of holds released. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export const SWEEP_INTERVAL_MS = 60_000;

export function startSweeper(
  query: SweepQuery,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): Sweeper {
  const log = options.log ?? (() => undefined);
  let running: Promise<number> | undefined;

  const runOnce = (): Promise<number> => {
    // One run at a time: a slow run is not stacked on.
    running ??= query('select public.release_expired_holds() as released')
      .then(({ rows }) => Number(rows[0]?.released ?? 0))
      .catch((error: unknown) => {
        // Undefined function (42883): the migrations are not there yet; anything else is worth a line.
        if ((error as { code?: string }).code !== '42883') {
          log(`release_expired_holds failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        return 0;
      })
      .then((released) => {
        if (released > 0) log(`released ${released} expired stock hold(s)`);
        return released;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  // 0: no timer, runs only when asked (a test that runs the job itself).
  const intervalMs = options.intervalMs ?? SWEEP_INTERVAL_MS;
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
