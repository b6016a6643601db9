// Settling refunds: each row's provider is asked (payments/: Stripe's Refunds API, or the test provider's
// recorded re_test_ id) and its answer recorded (complete_refund). The SQL side decides what to refund
// (payment_refunds, written by record_payment for the automatic refunds and by request_refund for a member's or
// an admin's); this file only asks and records, for the webhook and for issue-refunds alike.
import type { ServiceClient } from './service-client.ts';
import type { PendingRefund } from './payments/payment-provider.ts';
import { providerNamed } from './payments/providers.ts';

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
    const answer = await providerNamed(refund.provider === 'stripe' ? 'stripe' : 'test').refund(refund);
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
