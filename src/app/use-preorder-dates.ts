// The expected shipping date of a cart or checkout line's product when it is a pre-order, from the catalogue
// (the shared products query), so that the shopper sees when it ships before paying.
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { expectedShipDate } from '@/features/catalog/preorder';

export function usePreorderDates(enabled: boolean): (productId: string) => Date | null {
  const { data } = useQuery({ ...productsQueryOptions(), enabled });
  const byId = useMemo(
    () => new Map((data ?? []).map((product) => [product.product_id, expectedShipDate(product)])),
    [data],
  );
  return useCallback((productId: string) => byId.get(productId) ?? null, [byId]);
}
