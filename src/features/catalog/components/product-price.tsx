import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/cn';
import type { ProductView } from '@/features/catalog/product-view';

/** The price in the language's currency, with the former price struck through when on sale. */
export function ProductPrice({ view, className }: { view: ProductView; className?: string }) {
  const { t, i18n } = useTranslation('shop');
  return (
    <p className={cn('flex items-baseline gap-2', className)}>
      <span className="text-lg font-semibold text-ink">
        {formatMoney(view.price, view.currency, i18n.language)}
      </span>
      {view.formerPrice !== null ? (
        <>
          <span className="sr-only">{t('catalog.formerPrice')}</span>
          <s className="text-sm text-ink/70">{formatMoney(view.formerPrice, view.currency, i18n.language)}</s>
        </>
      ) : null}
    </p>
  );
}
