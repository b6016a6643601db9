import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductAction } from '@/features/catalog/catalog-model';
import type { ProductView } from '@/features/catalog/product-view';
import { ProductActionButton } from './product-action-button';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/** A wide picture on a phone and a desktop, so that the first card (the first row) fits the first screen. */
const CARD_IMAGE = 'aspect-[4/3] md:aspect-square lg:aspect-[5/4]';
/** The card's width in the grid: one, two, then three columns, in a page at most 80rem wide (max-w-7xl). */
const CARD_SIZES = '(min-width: 1280px) 25rem, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

export interface ProductCardProps {
  view: ProductView;
  /** The product's own page. */
  href: string;
  action: ProductAction;
  busy: boolean;
  priority?: boolean;
  /** Opens the quick view (the dialog) without leaving the collection. */
  onOpen: () => void;
  onAct: () => void;
}

export function ProductCard({ view, href, action, busy, priority, onOpen, onAct }: ProductCardProps) {
  const { t } = useTranslation('shop');
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white/70 shadow-sm ring-1 ring-ink/5">
      {/* The picture and the title are links to the product's page; the picture's is out of the tab order (the
          title's is the same link). */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss"
      >
        {/* The owner's alt text when written, else none: the title link names the product. */}
        <ProductImage
          src={view.image}
          alt={view.imageAlt}
          picture={view.picture}
          sizes={CARD_SIZES}
          priority={priority}
          className={CARD_IMAGE}
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="font-serif text-2xl leading-tight">
          <Link to={href} className="hover:text-moss focus-visible:outline-2 focus-visible:outline-moss">
            {view.title}
          </Link>
        </h2>
        {view.subtitle ? <p className="text-sm text-ink/70">{view.subtitle}</p> : null}
        <p className="line-clamp-3 text-sm leading-relaxed text-ink/80">{view.descriptionText}</p>
        <button
          type="button"
          onClick={onOpen}
          className="self-start text-sm font-medium text-moss-dark underline underline-offset-4 hover:text-moss focus-visible:outline-2 focus-visible:outline-moss"
          aria-label={t('catalog.quickViewOf', { title: view.title })}
        >
          {t('catalog.quickView')}
        </button>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <ProductPrice view={view} />
          <ProductActionButton
            action={action}
            busy={busy}
            onAct={onAct}
            productTitle={view.title}
            size="sm"
          />
        </div>
      </div>
    </article>
  );
}

/** A card-shaped placeholder of the same size, so the grid does not jump when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl bg-white/50 ring-1 ring-ink/5"
    >
      <div className={`${CARD_IMAGE} bg-sand`} />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-[1.875rem] w-2/3 rounded bg-sand" />
        <div className="h-5 w-1/2 rounded bg-sand" />
        <div className="flex h-[4.25rem] flex-col justify-between py-1">
          <div className="h-4 w-full rounded bg-sand" />
          <div className="h-4 w-full rounded bg-sand" />
          <div className="h-4 w-5/6 rounded bg-sand" />
        </div>
        <div className="flex items-center justify-between pt-2">
          <div className="h-7 w-16 rounded bg-sand" />
          <div className="h-9 w-24 rounded-full bg-sand" />
        </div>
      </div>
    </div>
  );
}
