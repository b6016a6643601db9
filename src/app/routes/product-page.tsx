// /products/:slug: one product's page, with its metadata and Product JSON-LD, in the page's language and currency.
// The build pre-renders each published product's page from its snapshot; a slug in neither the snapshot nor the
// live list is a not-found page (noindex), never a blank page or the home page.
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/layout/seo';
import { Spinner } from '@/components/ui/spinner';
import { usePublishedContent } from '@/features/content/api/get-published-content';
import { useCart } from '@/features/cart/cart-context';
import type { Product } from '@/features/catalog/api/get-products';
import { usePublishedProduct } from '@/features/catalog/api/use-published-product';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { ProductPageView } from '@/features/catalog/components/product-page-view';
import { productJsonLd } from '@/features/catalog/product-json-ld';
import { metaDescription, relatedProducts, ritualsOf } from '@/features/catalog/product-page-model';
import { toCartLine, viewProduct } from '@/features/catalog/product-view';
import { useProductActions } from '@/features/catalog/use-product-actions';
import { readSiteUrl } from '@/lib/env';
import { paths } from '@/lib/paths';
import { useCurrency } from '@/lib/use-currency';
import { useHydrated } from '@/lib/use-hydrated';

// Loaded when a reservation is first asked for, as in the collection.
const ReservationDialog = lazy(() =>
  import('@/features/catalog/components/reservation-dialog').then((module) => ({
    default: module.ReservationDialog,
  })),
);

export default function ProductPageRoute() {
  const { slug = '' } = useParams();
  const { product, products, pending } = usePublishedProduct(slug);
  if (product) return <ProductPage product={product} products={products} />;
  if (pending) return <Spinner centered />;
  return <ProductNotFound />;
}

function ProductPage({ product, products }: { product: Product; products: readonly Product[] }) {
  const { t, i18n } = useTranslation('shop');
  const currency = useCurrency();
  const cart = useCart();
  // The stored cart is this browser's: the pre-render and the hydration see none (use-hydrated.ts).
  const hydrated = useHydrated();
  const { actionOf, act, busySlug, reserving, setReserving } = useProductActions({
    onAddToCart: (chosen) => cart.add(toCartLine(chosen, i18n.language, currency)),
    isInCart: (slug) => hydrated && cart.items.some((item) => item.id === slug),
  });
  // Once wanted the dialog stays mounted, so that closing it returns the focus as Radix does.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (!dialogWanted && reserving !== null) setDialogWanted(true);
  const rituals = usePublishedContent().pages.ritual?.rituals ?? [];
  const view = viewProduct(product, i18n.language, currency);
  return (
    <>
      <Seo
        title={view.title}
        description={metaDescription(view.subtitle, view.descriptionText)}
        type="product"
        image={view.image ?? undefined}
        breadcrumbs={[
          { name: t('productPage.collection'), path: paths.collection },
          { name: view.title, path: paths.productPage(product.product_id) },
        ]}
        jsonLd={productJsonLd([product], i18n.language, currency, readSiteUrl())}
      />
      <ProductPageView
        product={product}
        view={view}
        action={actionOf(product)}
        busy={busySlug === product.product_id}
        onAct={() => void act(product)}
        related={relatedProducts(product, products, rituals)}
        rituals={ritualsOf(product.product_id, rituals)}
      />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ReservationDialog product={reserving} onOpenChange={(open) => !open && setReserving(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
