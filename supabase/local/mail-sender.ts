// The local stand-in for the pg_cron + pg_net job of migration 20261123200200_send_emails_schedule.sql: POSTs
// to the send-emails function every minute with the secret key, through the same functions runtime as any
// other call. Reading /mailbox runs it once first, so a test reads the mail its action queued without waiting.
// The same timer calls issue-refunds every minute (the retry of refunds left pending, name: issue-refunds) and
// content-admin's promote-due (scheduled journal articles and pages go live, name: content-promote-due).

export type InvokeSender = () => Promise<{ status: number; body: string }>;

export interface MailSender {
  /** One run now; during a run, one more after it (so rows queued since are sent too). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export const SEND_INTERVAL_MS = 60_000;

export function startMailSender(
  invoke: InvokeSender,
  options: { intervalMs?: number; log?: (line: string) => void; name?: string } = {},
): MailSender {
  const log = options.log ?? (() => undefined);
  const name = options.name ?? 'send-emails';
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let lastProblem = '';

  const run = async (): Promise<void> => {
    try {
      const { status, body } = await invoke();
      const problem = status === 200 ? '' : `${name} answered ${status}: ${body.slice(0, 300)}`;
      // A lasting problem (no function, no transport) is logged once, not every minute.
      if (problem && problem !== lastProblem) log(problem);
      lastProblem = problem;
    } catch (error) {
      log(`${name} could not be called: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const runOnce = (): Promise<void> => {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    }
    // Callers arriving during a run share the one run that starts after it.
    queued ??= running.then(() => {
      queued = undefined;
      return runOnce();
    });
    return queued;
  };

  // 0: no timer, runs only when asked (a test that runs the job itself).
  const intervalMs = options.intervalMs ?? SEND_INTERVAL_MS;
  const timer = intervalMs > 0 ? setInterval(() => void runOnce(), intervalMs) : undefined;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await queued;
      await running;
    },
  };
}
