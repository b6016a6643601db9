// Creates or updates a product; the admin list and the shop's collection are refreshed at once.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { TablesInsert, TablesUpdate } from '@/lib/database.types';
import { productKeys } from '@/lib/product-keys';
import type { ProductRow } from '@/features/admin/product-form-model';
import { adminKeys } from './admin-keys';

export async function saveProduct(input: {
  id?: string;
  row: TablesInsert<'products'>;
}): Promise<ProductRow> {
  const supabase = await getSupabase();
  const query = input.id
    ? supabase.from('products').update(input.row).eq('id', input.id)
    : supabase.from('products').insert(input.row);
  const { data, error } = await query.select('*').single();
  if (error) throw error;
  return data;
}

export async function updateProduct(id: string, changes: TablesUpdate<'products'>): Promise<ProductRow> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('products').update(changes).eq('id', id).select('*').single();
  if (error) throw error;
  return data;
}

export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]).then(() => undefined);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSettled: () => invalidateProducts(queryClient) });
}

export type ProductStatusChange = 'publish' | 'unpublish' | 'archive' | 'restore';

const CHANGES: Record<ProductStatusChange, TablesUpdate<'products'>> = {
  publish: { published: true, archived_at: null },
  unpublish: { published: false },
  archive: { published: false, archived_at: new Date(0).toISOString() },
  restore: { archived_at: null },
};

/** Publish, unpublish, archive (unpublished and out of the default list) or restore a product. */
export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ProductStatusChange }) =>
      updateProduct(
        id,
        change === 'archive'
          ? { ...CHANGES.archive, archived_at: new Date().toISOString() }
          : CHANGES[change],
      ),
    onSettled: () => invalidateProducts(queryClient),
  });
}
