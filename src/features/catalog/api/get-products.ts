// The product list (SPEC.md 7): products_public ordered by price, cached 5 minutes fresh, 10 kept.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/get-supabase';
import type { Tables } from '../../../lib/database.types';
import { productKeys } from '../../../lib/product-keys';
import { FIVE_MINUTES, TEN_MINUTES } from '../../../lib/query-client';

export type Product = Tables<'products_public'>;

export { productKeys };

export async function getProducts(): Promise<Product[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products_public')
    .select('*')
    .order('price', { ascending: true })
    // React Query retries once; the client's own back-off (1 + 2 + 4 s) would hide a failure for too long.
    .retry(false);
  if (error) throw error;
  return data;
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: productKeys.list(),
    queryFn: getProducts,
    staleTime: FIVE_MINUTES,
    gcTime: TEN_MINUTES,
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
