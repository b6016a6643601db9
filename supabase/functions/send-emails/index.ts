// send-emails: drains public.email_outbox. Rows are claimed in SQL with a lease (claim_outbox_mails: `for
// update skip locked`, so concurrent runs never take the same row), written by their template (or SQL's
// words), sent through the transport the secrets choose (_shared/mail/transport.ts), then marked sent, or
// failed: retried with back-off, or for good on a permanent error or after MAIL_MAX_ATTEMPTS (default 8).
// Each run ends with its heartbeat (record_job_run), which also checks that the sweep still runs.
//
// Called every minute by pg_cron + pg_net on hosted, by the local backend's timer locally; only with the
// secret key (service role). POST, no body. Answers { sent, retried, failed }; 401/403 for any other caller,
// 503 mail_transport_missing when no transport is configured.
import { identifyCaller } from '../_shared/bearer.ts';
import { env } from '../_shared/env.ts';
import { failure, json } from '../_shared/http.ts';
import { orderAttachments } from '../_shared/mail/attachments/order-attachments.ts';
import { MailDataError } from '../_shared/mail/data.ts';
import { mailHeaders, renderMail, type OutboxRow } from '../_shared/mail/render.ts';
import { chooseTransport, SendError, TransportMissing, type Transport } from '../_shared/mail/transport.ts';
import { serviceClient } from '../_shared/service-client.ts';

const BATCH = 25;
const LEASE_SECONDS = 120;
/** One run stops claiming after this long; the next run takes the rest. */
const RUN_BUDGET_MS = 45_000;

interface Outcome {
  sent: number;
  retried: number;
  failed: number;
}

async function deliver(transport: Transport, row: OutboxRow, outcome: Outcome, maxAttempts: number) {
  const db = serviceClient();
  try {
    const mail = renderMail(row);
    const attachments = await orderAttachments(row, db);
    await transport.send({
      ...mail,
      to: row.to_email,
      headers: mailHeaders(row),
      attachments,
    });
  } catch (error) {
    const permanent = error instanceof MailDataError || (error instanceof SendError && error.permanent);
    const message = error instanceof Error ? error.message : String(error);
    const { data, error: sqlError } = await db.rpc('fail_outbox_mail', {
      p_id: row.id,
      p_attempt: row.attempts,
      p_error: message,
      p_permanent: permanent,
      p_max_attempts: maxAttempts,
    });
    if (sqlError) throw new Error(`fail_outbox_mail: ${sqlError.message}`);
    if (data === 'failed') outcome.failed += 1;
    else outcome.retried += 1;
    console.error(`[send-emails] ${row.kind} ${row.id}: ${message} (${String(data)})`);
    return;
  }
  const { error } = await db.rpc('complete_outbox_mail', { p_id: row.id, p_attempt: row.attempts });
  if (error) throw new Error(`complete_outbox_mail: ${error.message}`);
  outcome.sent += 1;
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'POST only');
  const caller = await identifyCaller(req);
  if (caller.kind === 'guest' || caller.kind === 'refused') {
    return failure(401, 'secret_key_required', 'send-emails is called with the secret key only');
  }
  if (caller.kind !== 'server')
    return failure(403, 'forbidden', 'send-emails is called with the secret key only');

  let transport: Transport;
  try {
    transport = chooseTransport();
  } catch (error) {
    if (error instanceof TransportMissing) return failure(503, 'mail_transport_missing', error.message);
    throw error;
  }
  const maxAttempts = Math.max(1, Number(env('MAIL_MAX_ATTEMPTS') ?? '8') || 8);
  const outcome: Outcome = { sent: 0, retried: 0, failed: 0 };
  const started = Date.now();
  try {
    for (;;) {
      const { data, error } = await serviceClient().rpc('claim_outbox_mails', {
        p_limit: BATCH,
        p_lease_seconds: LEASE_SECONDS,
      });
      if (error) return failure(500, 'claim_failed', error.message);
      const rows = (data ?? []) as OutboxRow[];
      for (const row of rows) await deliver(transport, row, outcome, maxAttempts);
      if (rows.length < BATCH || Date.now() - started > RUN_BUDGET_MS) break;
    }
  } finally {
    transport.close();
  }
  // The heartbeat (docs/alerts.md): this run is stamped, and the sweep is checked for lateness. Only a run
  // that could send counts: without a transport the mail job is not working, and the sweep will say so.
  const { error: heartbeat } = await serviceClient().rpc('record_job_run', { p_job: 'send-emails' });
  if (heartbeat) console.error('[send-emails] record_job_run failed:', heartbeat.message);
  return json(200, { ...outcome, transport: transport.name });
});
