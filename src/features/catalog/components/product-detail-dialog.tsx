// The collection's quick view of one product (`/collection?product=`): its gallery and details in a dialog.
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCurrency } from '@/lib/use-currency';
import type { ProductAction } from '@/features/catalog/catalog-model';
import type { Product } from '@/features/catalog/api/get-products';
import { viewProduct } from '@/features/catalog/product-view';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';

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
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product && view ? (
        <DialogContent closeLabel={t('common.close')} className="max-w-3xl p-0">
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
              />
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
