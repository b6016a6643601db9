// The collection's quick view of one product (`/collection?product=`): its gallery and details in a dialog.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCurrency } from '@/lib/use-currency';
import type { ProductAction } from '@/features/catalog/catalog-model';
import type { Product } from '@/features/catalog/api/get-products';
import { viewProduct } from '@/features/catalog/product-view';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { StickyBuyBar } from './sticky-buy-bar';

export interface ProductDetailDialogProps {
  product: Product | null;
  action: ProductAction;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onAct: () => void;
}

export function ProductDetailDialog({
  product,
  action,
  busy,
  onOpenChange,
  onAct,
}: ProductDetailDialogProps) {
  const { t, i18n } = useTranslation('shop');
  const currency = useCurrency();
  const view = product ? viewProduct(product, i18n.language, currency) : null;
  const actionArea = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product && view ? (
        // On a phone the sticky buy bar covers the box's bottom: the scroll padding keeps the focus above it.
        <DialogContent closeLabel={t('common.close')} className="max-w-3xl p-0 max-md:scroll-pb-28">
          <div className="grid gap-0 md:grid-cols-2">
            <ProductGallery key={product.id} product={product} title={view.title} />
            <div className="flex flex-col gap-4 p-6">
              <ProductDetails
                product={product}
                view={view}
                action={action}
                busy={busy}
                onAct={onAct}
                Title={DialogTitle}
                Description={DialogDescription}
                actionRef={actionArea}
              />
            </div>
          </div>
          <StickyBuyBar watched={actionArea} view={view} action={action} busy={busy} onAct={onAct} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
