import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { UnitPrice } from '@/components/ui/unit-price';
import { cn } from '@/lib/cn';
import { formatUnitPrice } from '@/lib/unit-price';
import type { ProductView } from '@/features/catalog/product-view';

/**
 * The price in the shopper's currency, with the former price struck through when on sale, and under it the price
 * per 100 ml (or per kg) when the product gives its net quantity.
 */
export function ProductPrice({ view, className }: { view: ProductView; className?: string }) {
  const { t, i18n } = useTranslation('shop');
  const perUnit = formatUnitPrice(view.price, view.currency, view.netQuantity, i18n.language);
  return (
    <div className={cn('flex flex-col', className)}>
      <p className="flex items-baseline gap-2">
        <span className="text-lg font-semibold text-ink">
          {formatMoney(view.price, view.currency, i18n.language)}
        </span>
        {view.formerPrice !== null ? (
          <>
            <span className="sr-only">{t('catalog.formerPrice')}</span>
            <s className="text-sm text-ink/70">
              {formatMoney(view.formerPrice, view.currency, i18n.language)}
            </s>
          </>
        ) : null}
      </p>
      <UnitPrice text={perUnit} label={t('catalog.unitPriceLabel')} />
    </div>
  );
}
