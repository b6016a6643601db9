// Every product for the admin, drafts and archived ones too (RLS lets only admins read unpublished rows).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { ProductRow } from '@/features/admin/product-form-model';
import { adminKeys } from './admin-keys';

export async function getAdminProducts(): Promise<ProductRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('products').select('*').order('sort_order').retry(false);
  if (error) throw error;
  return data;
}

export function adminProductsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.products(), queryFn: getAdminProducts, staleTime: 0 });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
