import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dbErrorKey } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { orderKeys } from './order-keys';

export async function cancelReservation(reservationId: string): Promise<{ refund_amount: number }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('cancel_reservation', { p_reservation_id: reservationId });
  if (error)
    throw new Error(
      dbErrorKey(error, { messages: { not_cancellable: 'not_cancellable' }, fallback: 'failed' }),
    );
  const refund = (data as { refund_amount?: unknown } | null)?.refund_amount;
  return { refund_amount: Number(refund ?? 0) };
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
