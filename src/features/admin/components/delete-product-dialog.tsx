// Delete with confirmation; when orders reference the product the delete is refused and archiving offered; when
// sets hold it, the refusal names them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  ProductInOrdersError,
  ProductInSetsError,
  useDeleteProduct,
} from '@/features/admin/api/delete-product';
import { useSetProductStatus } from '@/features/admin/api/save-product';
import { productErrorKey, type ProductRow } from '@/features/admin/product-form-model';
import { ErrorAlert } from '@/components/ui/alert';

export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: ProductRow | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteProduct();
  const setStatus = useSetProductStatus();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [inOrders, setInOrders] = useState(false);

  function close() {
    setRefusal(null);
    setInOrders(false);
    onClose();
  }

  function confirm() {
    if (!product) return;
    remove.mutate(product.id, {
      onSuccess: () => {
        toast.success(t('products.deleted', { title: product.title }));
        close();
        onDeleted?.();
      },
      onError: (error) => {
        if (error instanceof ProductInSetsError) {
          setInOrders(false);
          setRefusal(t('products.errors.inSets', { count: error.sets.length, sets: error.sets.join(', ') }));
          return;
        }
        const referenced = error instanceof ProductInOrdersError;
        setInOrders(referenced || productErrorKey(error) === 'products.errors.referencedByOrders');
        setRefusal(
          referenced
            ? t('products.errors.referencedByOrdersCount', { count: error.orders })
            : t(productErrorKey(error)),
        );
      },
    });
  }

  function archive() {
    if (!product) return;
    setStatus.mutate(
      { id: product.id, change: 'archive' },
      {
        onSuccess: () => {
          toast.success(t('products.statusChanged.archive', { title: product.title }));
          close();
        },
        onError: (error) => setRefusal(t(productErrorKey(error))),
      },
    );
  }

  return (
    <Dialog open={product !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('products.deleteTitle', { title: product?.title ?? '' })}</DialogTitle>
        <DialogDescription className="mt-2">{t('products.deleteText')}</DialogDescription>
        {refusal ? <ErrorAlert className="mt-4">{refusal}</ErrorAlert> : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close}>
            {t('products.cancel')}
          </Button>
          {inOrders ? (
            <Button onClick={archive} disabled={setStatus.isPending} aria-busy={setStatus.isPending}>
              {t('products.archiveInstead')}
            </Button>
          ) : (
            <Button
              variant="destructive"
              onClick={confirm}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
            >
              {t('products.confirmDelete')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
