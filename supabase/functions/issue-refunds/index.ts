// issue-refunds: the step that moves a refund's money. SQL records a member's or an admin's refund as pending
// (request_refund: cancel_reservation, admin_cancel_order, admin_record_refund, admin_record_withdrawal_refund);
// this function then asks the provider for it (Stripe's Refunds API, Idempotency-Key = the refund row's id; the
// test provider's recorded refund) and records the answer (complete_refund), which is when the customer is told.
// POST { order_id } by the order's owner, or an admin past the second factor: that order's pending refunds,
// right after the request. POST {} with the secret key (every minute: pg_cron on hosted, the local backend's
// timer): every refund still pending a minute after it was asked for, the retry. Answers { refunds: [...] }
// with each one's state: succeeded, failed (refused by the provider, with its reason) or pending.
import { identifyCaller } from '../_shared/bearer.ts';
import { orderAccess } from '../_shared/caller-access.ts';
import { failure, json, jsonBody, preflight } from '../_shared/http.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { settleRefunds, type SettledRefund } from '../_shared/refunds.ts';
import { serviceClient } from '../_shared/service-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => failure(404, 'order_not_found', 'No such order, or no access to it');

/** Whether a signed-in user may have this order's refunds made: its owner, or an admin at aal2. */
async function mayIssue(orderId: string, userId: string, aal: unknown): Promise<Response | undefined> {
  const access = await orderAccess(serviceClient(), orderId, userId, aal);
  if (access === 'allowed') return undefined;
  if (access === 'two_factor_required') {
    return failure(403, 'two_factor_required', 'Admins have refunds made after the two-factor challenge');
  }
  return notFound();
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');
  const caller = await identifyCaller(req);
  if (caller.kind === 'refused') return failure(401, 'invalid_token', caller.reason);
  if (caller.kind === 'guest') return failure(401, 'not_signed_in', 'Sign in to have a refund made');

  const read = await jsonBody(req);
  if (!read.ok) return read.response;
  const orderId = ((read.value ?? {}) as { order_id?: unknown }).order_id;
  if (orderId !== undefined && (typeof orderId !== 'string' || !UUID.test(orderId))) {
    return failure(404, 'order_not_found', 'order_id is not an order id');
  }
  if (caller.kind === 'user') {
    if (orderId === undefined) return failure(400, 'invalid_request', 'Name the order: order_id');
    const refused = await mayIssue(orderId, caller.id, caller.claims.aal);
    if (refused) return refused;
  }

  const supabase = serviceClient();
  const { data, error } = await supabase.rpc('refunds_to_issue', orderId ? { p_order_id: orderId } : {});
  if (error) {
    console.error('[issue-refunds] refunds_to_issue failed:', error.message);
    return failure(500, 'server_error', 'The refunds could not be read');
  }
  const refunds: SettledRefund[] = [];
  // One at a time, so a provider that does not answer leaves the rest pending for the next run.
  for (const refund of data) {
    try {
      refunds.push(...(await settleRefunds(supabase, [refund])));
    } catch (refundError) {
      const message = refundError instanceof Error ? refundError.message : String(refundError);
      console.error(`[issue-refunds] refund ${refund.id} not settled: ${message}`);
      if (!(refundError instanceof ProviderError)) {
        return failure(500, 'server_error', 'A refund could not be recorded');
      }
      refunds.push({
        id: refund.id,
        order_id: refund.order_id,
        amount: Number(refund.amount),
        status: 'pending',
      });
    }
  }
  return json(200, { refunds });
}

Deno.serve(handler);
