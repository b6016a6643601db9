// Deletes a product no order references. When orders do, the delete is refused (the database refuses too:
// order_items and reservations restrict it) and the admin is offered to archive it instead.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { invalidateProducts } from './save-product';

export class ProductInOrdersError extends Error {
  readonly code = '23503';
  constructor(readonly orders: number) {
    super(`orders reference this product (${orders})`);
  }
}

export async function deleteProduct(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { count, error: countError } = await supabase
    .from('order_items')
    .select('order_id', { count: 'exact', head: true })
    .eq('product_id', id);
  if (countError) throw countError;
  if (count && count > 0) throw new ProductInOrdersError(count);
  const { data, error } = await supabase.from('products').delete().eq('id', id).select('id');
  if (error) throw error;
  // RLS hides what it refuses: no row deleted means no right to delete it.
  if (data.length === 0) throw Object.assign(new Error('not deleted'), { code: '42501' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSettled: () => invalidateProducts(queryClient) });
}
