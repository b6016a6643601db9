// The net quantity of a cart or checkout line's product, from the catalogue (the shared products query), so that
// the cart and the checkout show each line's price per 100 ml or per kg as the product card does.
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { netQuantityOf, type NetQuantity } from '@/lib/unit-price';

export function useNetQuantities(enabled: boolean): (productId: string) => NetQuantity | null {
  const { data } = useQuery({ ...productsQueryOptions(), enabled });
  const byId = useMemo(
    () => new Map((data ?? []).map((product) => [product.product_id, netQuantityOf(product)])),
    [data],
  );
  return useCallback((productId: string) => byId.get(productId) ?? null, [byId]);
}
