// The product list (SPEC.md 7): products_public ordered by price, cached 5 minutes fresh, 10 kept.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRestGet } from '@/lib/public-rest';
import type { Tables } from '@/lib/database.types';
import { productKeys } from '@/lib/product-keys';
import { FIVE_MINUTES, GC_TIME } from '@/lib/query-client';

export type Product = Tables<'products_public'>;

export { productKeys };

/** The public list through a plain fetch: a visitor's first page does not wait for supabase-js. */
export function getProducts({ signal }: { signal?: AbortSignal } = {}): Promise<Product[]> {
  return publicRestGet<Product[]>('products_public?select=*&order=price.asc', { signal });
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: productKeys.list(),
    queryFn: getProducts,
    staleTime: FIVE_MINUTES,
    gcTime: GC_TIME,
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
