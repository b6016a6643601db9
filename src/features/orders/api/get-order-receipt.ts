// The receipt behind /payment-success: polled until the payment provider's webhook has marked it paid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { isSettled, parseReceipt, type OrderReceipt } from '@/features/orders/order-model';
import { orderKeys } from './order-keys';

export const POLL_INTERVAL_MS = 1500;

export async function getOrderReceipt(orderId: string, token: string): Promise<OrderReceipt | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_order_receipt', { p_order_id: orderId, p_token: token });
  if (error) throw error;
  return parseReceipt(data);
}

export function orderReceiptQueryOptions(orderId: string, token: string) {
  return queryOptions({
    queryKey: orderKeys.receipt(orderId),
    queryFn: () => getOrderReceipt(orderId, token),
    staleTime: 0,
    refetchInterval: (query) => {
      const receipt = query.state.data;
      return receipt && isSettled(receipt.status) ? false : POLL_INTERVAL_MS;
    },
  });
}

export function useOrderReceipt(orderId: string, token: string) {
  return useQuery({ ...orderReceiptQueryOptions(orderId, token), enabled: Boolean(orderId && token) });
}
