// One product for its page (/products/<slug>). The first render (the build's pre-render, and the browser's
// hydration of it) shows the build's snapshot (scripts/vite/published-products.ts); once the page is React's, the
// live list replaces it (the same query as the collection's), so a price or stock changed since the build shows,
// and a product published since the build is found. A slug in neither is not found only once the live answer (or
// its failure) is known.
import { useQuery } from '@tanstack/react-query';
import snapshot from 'virtual:published-products';
import { useHydrated } from '@/lib/use-hydrated';
import { productsQueryOptions, type Product } from './get-products';

export interface PublishedProduct {
  product: Product | undefined;
  /** Every published product (for the related ones), snapshot then live. */
  products: readonly Product[];
  /** True until the live list (or its failure) is known. */
  pending: boolean;
}

export function usePublishedProduct(slug: string): PublishedProduct {
  const hydrated = useHydrated();
  const live = useQuery({ ...productsQueryOptions(), enabled: hydrated });
  const products = hydrated && live.data ? live.data : snapshot;
  return {
    product: products.find((candidate) => candidate.product_id === slug),
    products,
    pending: !hydrated || live.isPending,
  };
}
