// The withdrawal requests of one order for the admin (read under RLS), the refund of one
// (admin_record_withdrawal_refund: through record_refund, at most what is refundable, units back to stock when
// the goods came back) and its refusal (admin_refuse_withdrawal). Each refreshes the order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { issueRefunds, type RefundOutcome } from '@/lib/issue-refunds';
import { adminKeys } from './admin-keys';

export async function getOrderWithdrawals(orderId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('withdrawals')
    .select(
      'id, status, requested_by, requested_at, refund_deadline, sealed_confirmed, statement, refund_amount, restocked, refused_reason, processed_at, withdrawal_items(order_item_id, quantity)',
    )
    .eq('order_id', orderId)
    .order('requested_at');
  if (error) throw error;
  return data;
}

export type AdminWithdrawal = Awaited<ReturnType<typeof getOrderWithdrawals>>[number];

const withdrawalsKey = (orderId: string) => [...adminKeys.order(orderId), 'withdrawals'] as const;

export function useOrderWithdrawals(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: withdrawalsKey(orderId),
      queryFn: () => getOrderWithdrawals(orderId),
      staleTime: 0,
    }),
  );
}

export async function recordWithdrawalRefund(input: {
  orderId: string;
  withdrawalId: string;
  amount: number;
  restock: boolean;
}): Promise<RefundOutcome> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_record_withdrawal_refund', {
    p_withdrawal_id: input.withdrawalId,
    p_amount: input.amount,
    p_restock: input.restock,
  });
  if (error) throw error;
  return issueRefunds(input.orderId);
}

export async function refuseWithdrawal(input: { withdrawalId: string; reason: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_refuse_withdrawal', {
    p_withdrawal_id: input.withdrawalId,
    p_reason: input.reason,
  });
  if (error) throw error;
}

export const useRecordWithdrawalRefund = () =>
  useRefreshingMutation(adminKeys.orders(), recordWithdrawalRefund);
export const useRefuseWithdrawal = () => useRefreshingMutation(adminKeys.orders(), refuseWithdrawal);
