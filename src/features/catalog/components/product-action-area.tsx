// The product's action where a shopper decides: the button, and what goes with it.
import { lazy, Suspense } from 'react';
import type { Product } from '@/features/catalog/api/get-products';
import type { ProductAction } from '@/features/catalog/catalog-model';
import { ProductActionButton } from './product-action-button';

// Only a product out of stock needs it: loaded then, not with every product.
const BackInStockForm = lazy(() =>
  import('./back-in-stock-form').then((module) => ({ default: module.BackInStockForm })),
);

export interface ProductActionAreaProps {
  product: Product;
  action: ProductAction;
  busy: boolean;
  onAct: () => void;
  productTitle: string;
}

export function ProductActionArea({ product, action, busy, onAct, productTitle }: ProductActionAreaProps) {
  return (
    <>
      <ProductActionButton action={action} busy={busy} onAct={onAct} productTitle={productTitle} />
      {action === 'outOfStock' && product.id ? (
        <Suspense fallback={null}>
          <BackInStockForm productId={product.id} productTitle={productTitle} />
        </Suspense>
      ) : null}
    </>
  );
}
