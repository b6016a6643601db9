// The local stand-ins for hosted's pg_cron jobs that run SQL (no pg_net): one statement answering a count, run
// as the `postgres` role (the jobs' owner on hosted), one run at a time (a slow run is not stacked on), on a
// timer. Embedded Postgres has no pg_cron.

export type SqlJobQuery = (sql: string) => Promise<{ rows: { count?: unknown }[] }>;

export interface SqlJob {
  /** One run now; resolves to the count the statement answered (0 when it failed). */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface SqlJobOptions {
  /** 0: no timer, runs only when asked (a test that runs the job itself). */
  intervalMs?: number;
  log?: (line: string) => void;
}

export interface SqlJobDefinition {
  /** The function called, `select public.<fn>() as count`. */
  fn: string;
  intervalMs: number;
  /** The log line of a run that counted something. */
  done: (count: number) => string;
}

export function startSqlJob(query: SqlJobQuery, job: SqlJobDefinition, options: SqlJobOptions = {}): SqlJob {
  const log = options.log ?? (() => undefined);
  let running: Promise<number> | undefined;

  const runOnce = (): Promise<number> => {
    running ??= query(`select public.${job.fn}() as count`)
      .then(({ rows }) => Number(rows[0]?.count ?? 0))
      .catch((error: unknown) => {
        // Undefined function (42883): the migrations are not there yet; anything else is worth a line.
        if ((error as { code?: string }).code !== '42883') {
          log(`${job.fn} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        return 0;
      })
      .then((count) => {
        if (count > 0) log(job.done(count));
        return count;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const intervalMs = options.intervalMs ?? job.intervalMs;
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
