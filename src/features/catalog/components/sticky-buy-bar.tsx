// On a phone (under md) the product's action stays in reach: once the action area has scrolled out of view, a
// bar at the bottom of the scrolling box (the page, or the quick-view dialog) shows the product, its price and the
// same action button. It is the last child of that box and sticky, not fixed, so the end of the content scrolls
// clear of it; while it shows, the box's scroll padding (index.css, the dialog's class) keeps a focused control
// from being scrolled under it. It is not there from md up, nor while the action area itself is in view.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import type { ProductAction } from '@/features/catalog/catalog-model';
import type { ProductView } from '@/features/catalog/product-view';
import { ProductActionButton } from './product-action-button';
import { ProductPrice } from './product-price';

export interface StickyBuyBarProps {
  /** The action area the bar stands in for. */
  watched: RefObject<HTMLElement | null>;
  view: ProductView;
  action: ProductAction;
  busy: boolean;
  onAct: () => void;
  className?: string;
}

/** Under Tailwind's md: the widths where the bar may show. */
const PHONE = '(max-width: 767px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE).matches;

export function StickyBuyBar({ watched, view, action, busy, onAct, className }: StickyBuyBarProps) {
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  // Not rendered until the browser says the action area is out of view on a phone (never in the pre-render), so
  // the page holds one price and one button the rest of the time.
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const target = watched.current;
    if (!phone || !target || typeof IntersectionObserver === 'undefined') return;
    // The implicit root is the viewport, clipped by every scrolling ancestor: the dialog's box as well.
    const observer = new IntersectionObserver(([entry]) =>
      setOutOfView(entry ? !entry.isIntersecting : false),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watched, phone]);
  if (!phone || !outOfView || action === 'outOfStock') return null;
  return (
    <div
      data-sticky-buy=""
      data-testid="sticky-buy-bar"
      className={cn(
        'sticky bottom-0 z-10 flex items-center gap-3 border-t border-ink/10 bg-cream px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden',
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink">{view.title}</p>
        <ProductPrice view={view} />
      </div>
      <ProductActionButton action={action} busy={busy} onAct={onAct} productTitle={view.title} />
    </div>
  );
}
