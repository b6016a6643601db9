// A member cancels a reservation (cancel_reservation: its money is recorded as a pending refund), then has the
// refund made at once (issue-refunds): the answer says whether the provider made it, refused it, or is still on it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dbErrorKey } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { issueRefunds, type RefundOutcome } from '@/lib/issue-refunds';
import { orderKeys } from './order-keys';

export interface CancelledReservation {
  refund_amount: number;
  /** none: nothing was paid, nothing to give back. */
  refund: RefundOutcome | 'none';
}

export async function cancelReservation(input: {
  reservationId: string;
  orderId: string;
}): Promise<CancelledReservation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('cancel_reservation', { p_reservation_id: input.reservationId });
  if (error)
    throw new Error(
      dbErrorKey(error, { messages: { not_cancellable: 'not_cancellable' }, fallback: 'failed' }),
    );
  const answer = data as { refund_amount?: unknown; refund_state?: unknown } | null;
  const refundAmount = Number(answer?.refund_amount ?? 0);
  if (answer?.refund_state !== 'pending' || refundAmount <= 0) return { refund_amount: 0, refund: 'none' };
  return { refund_amount: refundAmount, refund: await issueRefunds(input.orderId) };
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
