// Giving a payment back through the provider: Stripe's Refunds API, or the test provider's stand-in (a recorded
// re_test_ id, no network). The SQL side decides what to refund (payment_refunds, written by record_payment for
// the automatic refunds and by request_refund for a member's or an admin's) and records the answer
// (complete_refund); this file only asks, for the webhook and for issue-refunds alike.
import type { Tables } from './database.types.ts';
import { requireEnv, type ProviderName } from './env.ts';
import { minorUnits, ProviderError, stripeApiBase } from './payment-session.ts';
import type { ServiceClient } from './service-client.ts';

/**
 * A row of public.pending_refunds(), nullable as payment_refunds is (the generated function type says never null).
 * Its reason is one of stock_gone, order_cancelled, already_paid, superseded (the table's check); its
 * payment_reference is, for Stripe, the checkout session's payment_intent, for the test provider the session id.
 */
export type PendingRefund = Pick<
  Tables<'payment_refunds'>,
  'id' | 'order_id' | 'amount' | 'currency' | 'payment_reference' | 'reason'
>;

/** The provider's word: refunded (its refund id), or refused for good (its reason). */
export type RefundAnswer = { ok: true; id: string } | { ok: false; error: string };

/** Money that reached the shop some other way (an admin marked the order paid) has nothing to refund at a provider. */
const NO_PAYMENT: RefundAnswer = {
  ok: false,
  error: 'No payment at the provider to refund: give this money back outside the shop',
};

async function stripeRefund(refund: PendingRefund): Promise<RefundAnswer> {
  if (!refund.payment_reference) return NO_PAYMENT;
  if (!refund.payment_reference.startsWith('pi_')) {
    return { ok: false, error: 'The payment has no payment_intent to refund' };
  }
  const form = new URLSearchParams({
    payment_intent: refund.payment_reference,
    amount: String(minorUnits(refund.amount)),
    'metadata[order_id]': refund.order_id,
    'metadata[refund_id]': refund.id,
    'metadata[reason]': refund.reason,
  });
  if (refund.reason === 'already_paid') form.set('reason', 'duplicate');
  let response: Response;
  try {
    response = await fetch(`${stripeApiBase()}/v1/refunds`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${requireEnv('STRIPE_SECRET_KEY')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        // One refund per row, however often the webhook asks (a retried delivery, a crash in between).
        'Idempotency-Key': `refund-${refund.id}`,
      },
      body: form.toString(),
    });
  } catch (error) {
    throw new ProviderError(`Stripe unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await response.json().catch(() => ({}))) as {
    id?: unknown;
    status?: unknown;
    error?: { message?: unknown };
  };
  // Stripe's own trouble, its rate limit, or the same refund being asked for by a concurrent delivery (409,
  // idempotency key in use): ask again on the next delivery of the event.
  if (response.status >= 500 || response.status === 429 || response.status === 409) {
    throw new ProviderError(`Stripe answered ${response.status}: ${String(body.error?.message ?? '')}`);
  }
  if (!response.ok || typeof body.id !== 'string') {
    return {
      ok: false,
      error: `Stripe refused the refund (${response.status}): ${String(body.error?.message ?? 'no refund')}`,
    };
  }
  if (body.status === 'failed' || body.status === 'canceled') {
    return { ok: false, error: `Stripe refund ${body.id} ${String(body.status)}` };
  }
  return { ok: true, id: body.id };
}

export function issueRefund(provider: ProviderName, refund: PendingRefund): Promise<RefundAnswer> {
  if (provider === 'stripe') return stripeRefund(refund);
  if (!refund.payment_reference) return Promise.resolve(NO_PAYMENT);
  // The row's id makes the refund's, as Stripe's Idempotency-Key does: asked twice, the test provider answers
  // the same refund.
  return Promise.resolve({ ok: true, id: `re_test_${refund.id.replaceAll('-', '')}` });
}

/** What became of one refund row: succeeded (its provider id), failed (the provider's reason) or still pending. */
export interface SettledRefund {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  error?: string;
}

/**
 * Asks the provider for each refund and records each answer (complete_refund). Throws ProviderError on the
 * first the provider did not answer (its row stays pending for the next try), Error when SQL failed.
 */
export async function settleRefunds(
  supabase: ServiceClient,
  refunds: (PendingRefund & { provider: string })[],
): Promise<SettledRefund[]> {
  const settled: SettledRefund[] = [];
  for (const refund of refunds) {
    const answer = await issueRefund(refund.provider === 'stripe' ? 'stripe' : 'test', refund);
    const { data: status, error } = await supabase.rpc('complete_refund', {
      p_refund_id: refund.id,
      p_provider_refund_id: answer.ok ? answer.id : null,
      p_error: answer.ok ? null : answer.error,
    });
    if (error) throw new Error(`complete_refund: ${error.message}`);
    if (status === 'failed') {
      console.error(
        `[refunds] refund ${refund.id} of order ${refund.order_id} refused: ${answer.ok ? '' : answer.error}`,
      );
    }
    settled.push({
      id: refund.id,
      order_id: refund.order_id,
      amount: Number(refund.amount),
      status,
      ...(answer.ok ? {} : { error: answer.error }),
    });
  }
  return settled;
}
