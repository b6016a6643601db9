// The step that moves a refund's money: right after SQL recorded a refund as pending (cancel_reservation,
// admin_cancel_order, admin_record_refund, admin_record_withdrawal_refund), the issue-refunds function asks the
// payment provider for it. Its answer is what the screen says: made, refused, or still pending (the provider did
// not answer, or the call failed: the every-minute run tries again).
import { getSupabase } from './get-supabase';

export type RefundOutcome = 'made' | 'refused' | 'pending';

/** The outcome of a set of refund states: refused if any was, else pending if any is, else made. */
export function refundOutcome(statuses: string[]): RefundOutcome {
  if (statuses.includes('failed')) return 'refused';
  if (statuses.some((status) => status !== 'succeeded')) return 'pending';
  return 'made';
}

export async function issueRefunds(orderId: string): Promise<RefundOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ refunds?: { status: string }[] }>(
    'issue-refunds',
    { body: { order_id: orderId } },
  );
  if (error || !data) return 'pending';
  return refundOutcome((data.refunds ?? []).map((refund) => refund.status));
}
