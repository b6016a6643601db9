// Order changes by an admin: a status move (the database enforces the state machine and logs who and when), a
// cancellation (admin_cancel_order: what was paid is refunded), a refund (admin_record_refund) and an internal
// note. A cancellation or a refund is recorded as pending, then made by the payment provider at once
// (issue-refunds): each answers what became of it. Each refreshes the list and the detail.
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { issueRefunds, type RefundOutcome } from '@/lib/issue-refunds';
import type { OrderStatus } from '@/features/admin/order-admin-model';
import { adminKeys } from './admin-keys';

export async function setOrderStatus(input: { id: string; status: OrderStatus }): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .update({ status: input.status })
    .eq('id', input.id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw Object.assign(new Error('order not updated'), { code: '42501' });
}

export async function recordRefund(input: {
  id: string;
  amount: number;
  reason: string;
  markRefunded: boolean;
}): Promise<RefundOutcome> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_record_refund', {
    p_order_id: input.id,
    p_amount: input.amount,
    p_reason: input.reason,
    p_mark_refunded: input.markRefunded,
  });
  if (error) throw error;
  return issueRefunds(input.id);
}

/** Cancels an order; what was paid and not yet refunded goes back through the provider ('none': nothing paid). */
export async function cancelOrder(input: { id: string }): Promise<RefundOutcome | 'none'> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_cancel_order', { p_order_id: input.id });
  if (error) throw error;
  const state = (data as { refund_state?: unknown } | null)?.refund_state;
  return state === 'pending' ? issueRefunds(input.id) : 'none';
}

export async function addOrderNote(input: { id: string; note: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('order_events')
    .insert({ order_id: input.id, type: 'note', note: input.note });
  if (error) throw error;
}

export const useSetOrderStatus = () => useRefreshingMutation(adminKeys.orders(), setOrderStatus);
export const useRecordRefund = () => useRefreshingMutation(adminKeys.orders(), recordRefund);
export const useCancelOrder = () => useRefreshingMutation(adminKeys.orders(), cancelOrder);
export const useAddOrderNote = () => useRefreshingMutation(adminKeys.orders(), addOrderNote);
