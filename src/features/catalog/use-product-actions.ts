// What a product's action button does, wherever it shows (the collection's cards and quick view, the product's
// page): a reservation opens the reservation dialog; a purchase, pre-order or second unit adds the product to the
// cart (the caller's cart), says so and goes to the cart. One product's work at a time shows as busy.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { productAction, type ProductAction } from '@/features/catalog/catalog-model';
import type { Product } from '@/features/catalog/api/get-products';
import { viewProduct } from '@/features/catalog/product-view';
import { paths } from '@/lib/paths';
import { useCurrency } from '@/lib/use-currency';

export interface ProductActionsOptions {
  onAddToCart: (product: Product) => void | Promise<void>;
  isInCart: (slug: string) => boolean;
}

export interface ProductActions {
  /** The button a product shows for this shopper (a second unit once it is in the cart). */
  actionOf: (product: Product) => ProductAction;
  /** Runs the product's action; `leave` runs before the shopper is taken elsewhere (a dialog closing, say). */
  act: (product: Product, leave?: () => void) => Promise<void>;
  busySlug: string | null;
  /** The product whose reservation dialog is open. */
  reserving: Product | null;
  setReserving: (product: Product | null) => void;
}

export function useProductActions({ onAddToCart, isInCart }: ProductActionsOptions): ProductActions {
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const currency = useCurrency();
  const [reserving, setReserving] = useState<Product | null>(null);
  const [busySlug, setBusySlug] = useState<string | null>(null);
  const actionOf = (product: Product) => productAction(product, isInCart(product.product_id));

  async function act(product: Product, leave?: () => void) {
    const action = actionOf(product);
    if (action === 'outOfStock') return;
    if (action === 'reserve') {
      leave?.();
      setReserving(product);
      return;
    }
    setBusySlug(product.product_id);
    try {
      await onAddToCart(product);
      toast.success(t('catalog.addedTitle'), {
        description: viewProduct(product, i18n.language, currency).title,
      });
      leave?.();
      void navigate(paths.cart);
    } finally {
      setBusySlug(null);
    }
  }

  return { actionOf, act, busySlug, reserving, setReserving };
}
