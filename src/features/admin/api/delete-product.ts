// Deletes a product no order references and no set holds. When orders do, the delete is refused (the database
// refuses too: order_items and reservations restrict it) and the admin is offered to archive it instead; when a
// set holds it (product_set_components restricts it), the admin is told which sets to change first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { invalidateProducts } from './save-product';

export class ProductInOrdersError extends Error {
  readonly code = '23503';
  constructor(readonly orders: number) {
    super(`orders reference this product (${orders})`);
  }
}

export class ProductInSetsError extends Error {
  readonly code = '23503';
  constructor(readonly sets: string[]) {
    super(`sets hold this product (${sets.join(', ')})`);
  }
}

/** The titles of the sets that hold the product, for the refusal. */
async function setsHolding(id: string): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('product_set_components')
    .select('set:products!product_set_components_set_id_fkey(title)')
    .eq('component_id', id);
  if (error) throw error;
  return data.map((row) => row.set?.title ?? '').filter((title) => title !== '');
}

export async function deleteProduct(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { count, error: countError } = await supabase
    .from('order_items')
    .select('order_id', { count: 'exact', head: true })
    .eq('product_id', id);
  if (countError) throw countError;
  if (count && count > 0) throw new ProductInOrdersError(count);
  const sets = await setsHolding(id);
  if (sets.length > 0) throw new ProductInSetsError(sets);
  const { data, error } = await supabase.from('products').delete().eq('id', id).select('id');
  if (error?.code === '23503' && error.message.includes('product_set_components')) {
    throw new ProductInSetsError(await setsHolding(id)); // made a component since the check
  }
  if (error) throw error;
  // RLS hides what it refuses: no row deleted means no right to delete it.
  if (data.length === 0) throw Object.assign(new Error('not deleted'), { code: '42501' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSettled: () => invalidateProducts(queryClient) });
}
