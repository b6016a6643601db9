// The product's action where a shopper decides: the button, and what goes with it.
import type { Product } from '@/features/catalog/api/get-products';
import type { ProductAction } from '@/features/catalog/catalog-model';
import { ProductActionButton } from './product-action-button';

export interface ProductActionAreaProps {
  product: Product;
  action: ProductAction;
  busy: boolean;
  onAct: () => void;
  productTitle: string;
}

export function ProductActionArea({ action, busy, onAct, productTitle }: ProductActionAreaProps) {
  return <ProductActionButton action={action} busy={busy} onAct={onAct} productTitle={productTitle} />;
}
