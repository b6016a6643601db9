// The back-in-stock waiting list for the admin (owner or admin at aal2): the count per product for the list,
// the addresses of one product for its editor. Keyed under the products, so a save (a restock) refreshes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { Database } from '@/lib/database.types';
import { adminKeys } from './admin-keys';

type Functions = Database['public']['Functions'];
export type WaitingCount = Functions['admin_back_in_stock_waiting']['Returns'][number];
export type WaitingAddress = Functions['admin_back_in_stock_addresses']['Returns'][number];

export async function getBackInStockWaiting(): Promise<Map<string, WaitingCount>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_back_in_stock_waiting');
  if (error) throw error;
  return new Map(data.map((row) => [row.product_id, row]));
}

export function useBackInStockWaiting() {
  return useQuery(
    queryOptions({ queryKey: adminKeys.backInStockWaiting(), queryFn: getBackInStockWaiting, staleTime: 0 }),
  );
}

export async function getBackInStockAddresses(productId: string): Promise<WaitingAddress[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_back_in_stock_addresses', { p_product: productId });
  if (error) throw error;
  return data;
}

export function useBackInStockAddresses(productId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.backInStockAddresses(productId),
      queryFn: () => getBackInStockAddresses(productId),
      staleTime: 0,
    }),
  );
}
