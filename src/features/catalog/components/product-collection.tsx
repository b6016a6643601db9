// The collection grid with its detail and reservation dialogs. Adding to the cart is the caller's. The dialogs
// (Radix, the HTML sanitiser, the product facts) load when first opened, not with the page.
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useProducts, type Product } from '@/features/catalog/api/get-products';
import { viewProduct } from '@/features/catalog/product-view';
import { useProductActions } from '@/features/catalog/use-product-actions';
import { useCurrency } from '@/lib/use-currency';
import { paths } from '@/lib/paths';
import { ProductCard, ProductCardSkeleton } from './product-card';

const ProductDetailDialog = lazy(() =>
  import('./product-detail-dialog').then((module) => ({ default: module.ProductDetailDialog })),
);
const ReservationDialog = lazy(() =>
  import('./reservation-dialog').then((module) => ({ default: module.ReservationDialog })),
);

export interface ProductCollectionProps {
  onAddToCart: (product: Product) => void | Promise<void>;
  isInCart: (slug: string) => boolean;
  /** Which of the published products the grid shows (the home page's few); all of them by default. */
  select?: (products: Product[]) => Product[];
  /** How many pictures load at once, with high priority: the first row's, unless the grid starts below the fold. */
  eagerImages?: number;
}

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

export function ProductCollection({
  onAddToCart,
  isInCart,
  select,
  eagerImages = 3,
}: ProductCollectionProps) {
  const { t, i18n } = useTranslation('shop');
  const currency = useCurrency();
  const { data, isError, refetch, errorUpdatedAt } = useProducts();
  // The cards render as a transition, in slices that leave the main thread free between them, while the
  // skeleton stays (a long task here would block a tap on a busy phone).
  const products = useDeferredValue(data);
  const [detail, setDetail] = useState<Product | null>(null);
  const {
    actionOf,
    act: runAction,
    busySlug,
    reserving,
    setReserving,
  } = useProductActions({
    onAddToCart,
    isInCart,
  });
  // Once a dialog has been wanted it stays mounted, so that closing it returns the focus as Radix does.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  // /collection?product=<slug> (older links, shared before products had their page) opens the quick view.
  const [params, setParams] = useSearchParams();
  const wanted = params.get('product');

  const linked = wanted ? (products?.find((product) => product.product_id === wanted) ?? null) : null;
  const shown = detail ?? linked;
  if (!dialogsWanted && (shown !== null || reserving !== null)) setDialogsWanted(true);

  function closeDetail() {
    setDetail(null);
    if (wanted) {
      setParams(
        (current) => {
          current.delete('product');
          return current;
        },
        { replace: true },
      );
    }
  }

  useEffect(() => {
    if (!isError) return;
    toast.error(t('catalog.errorTitle'), {
      id: 'products-load-failed',
      description: t('catalog.loadFailed'),
      action: { label: t('common.retry'), onClick: () => void refetch() },
    });
  }, [isError, errorUpdatedAt, refetch, t]);

  const act = (product: Product) => runAction(product, closeDetail);

  if (isError) {
    return (
      <div role="alert" className="rounded-2xl bg-rust/10 p-6">
        <p className="font-medium text-rust">{t('catalog.loadFailed')}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  if (products === undefined) {
    return (
      <div className={GRID} aria-busy="true" aria-label={t('common.loading')} role="status">
        {[0, 1, 2].map((key) => (
          <ProductCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  return (
    <>
      <div className={GRID}>
        {(select ? select(products) : products).map((product, index) => (
          <ProductCard
            key={product.id}
            view={viewProduct(product, i18n.language, currency)}
            href={paths.productPage(product.product_id)}
            action={actionOf(product)}
            busy={busySlug === product.product_id}
            priority={index < eagerImages}
            onOpen={() => setDetail(product)}
            onAct={() => void act(product)}
          />
        ))}
      </div>
      {products.length === 0 ? <p className="text-ink/75">{t('catalog.empty')}</p> : null}
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <ProductDetailDialog
            product={shown}
            action={shown ? actionOf(shown) : 'purchase'}
            busy={shown !== null && busySlug === shown.product_id}
            onOpenChange={(open) => !open && closeDetail()}
            onAct={() => shown && void act(shown)}
          />
          <ReservationDialog product={reserving} onOpenChange={(open) => !open && setReserving(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
