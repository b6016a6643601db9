// A product's own page (/products/<slug>): the trail back to the collection, the gallery and everything the quick
// view shows (product-details.tsx, its title the page's h1), the rituals it belongs to, related products, and on a
// phone the sticky buy bar. What the action does is the route's (use-product-actions.ts).
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { ProductAction } from '@/features/catalog/catalog-model';
import type { Product } from '@/features/catalog/api/get-products';
import type { ProductView } from '@/features/catalog/product-view';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductRituals, RelatedProducts, type RitualLink } from './product-page-links';
import { StickyBuyBar } from './sticky-buy-bar';

export interface ProductPageViewProps {
  product: Product;
  view: ProductView;
  action: ProductAction;
  busy: boolean;
  onAct: () => void;
  related: readonly Product[];
  rituals: readonly RitualLink[];
}

function PageTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h1 className={cn('font-serif text-ink [overflow-wrap:anywhere] sm:text-4xl', className)}>{children}</h1>
  );
}

function PageDescription({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cn('text-ink/75', className)}>{children}</p>;
}

export function ProductPageView({
  product,
  view,
  action,
  busy,
  onAct,
  related,
  rituals,
}: ProductPageViewProps) {
  const { t } = useTranslation('shop');
  const actionArea = useRef<HTMLDivElement>(null);
  return (
    // No bottom padding: the sticky bar, the last child, must reach the box's end (the sections carry the space).
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <nav aria-label={t('productPage.trail')} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-ink/75">
          <li>
            <Link to={paths.collection} className="underline underline-offset-4 hover:text-ink">
              {t('productPage.collection')}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="text-ink">
            {view.title}
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div className="overflow-hidden rounded-2xl bg-white/70 ring-1 ring-ink/5 md:self-start">
          <ProductGallery key={product.id} product={product} title={view.title} priority />
        </div>
        <div className="flex flex-col gap-4">
          <ProductDetails
            product={product}
            view={view}
            action={action}
            busy={busy}
            onAct={onAct}
            Title={PageTitle}
            Description={PageDescription}
            sectionHeading="h2"
            actionRef={actionArea}
          />
        </div>
      </div>
      <div className="pb-12">
        <ProductRituals rituals={rituals} />
        <RelatedProducts products={related} />
      </div>
      <StickyBuyBar
        watched={actionArea}
        view={view}
        action={action}
        busy={busy}
        onAct={onAct}
        className="-mx-4 sm:-mx-6"
      />
    </div>
  );
}
