// The struck-through reference price a product on sale will show, previewed from the database as the prices
// are typed (admin_reference_price_preview), and the lawful rule it follows.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import {
  useReferencePreview,
  type ReferencePreviewInput,
} from '@/features/admin/api/reference-price-preview';
import { optionalAmount } from '@/features/admin/amount-model';
import type { ProductFormValues } from '@/features/admin/product-form-model';
import { dbErrorKey } from '@/lib/db-error';

/** The value after it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The struck-through price the shop will show once saved, per currency, as the database computes it from the
 * price history (admin_reference_price_preview), and the rule in one sentence.
 */
export function ReferencePrice({
  productId,
  values,
}: {
  productId: string | null;
  values: ProductFormValues;
}) {
  const { t, i18n } = useTranslation('admin');
  const price = optionalAmount(values.price);
  const euros = optionalAmount(values.price_euros);
  const readable = price.value !== null && !euros.error;
  const key =
    productId && values.on_sale && readable
      ? JSON.stringify([productId, price.value, euros.value, values.on_sale])
      : null;
  const settledKey = useSettled(key, 300);
  const input = useMemo<ReferencePreviewInput | null>(() => {
    if (!settledKey) return null;
    const [id, usd, eur, onSale] = JSON.parse(settledKey) as [string, number, number | null, boolean];
    return { id, price: usd, priceEuros: eur, onSale };
  }, [settledKey]);
  const preview = useReferencePreview(input);

  let status: string;
  if (!values.on_sale) status = t('products.reference.notOnSale');
  else if (!productId) status = t('products.reference.newProduct');
  else if (!readable) status = t('products.reference.needPrices');
  else if (settledKey !== key || preview.isPending || preview.isPlaceholderData)
    status = t('products.reference.loading');
  else if (preview.isError)
    status = t(
      dbErrorKey(preview.error, {
        messages: { product_not_found: 'products.notFound' },
        fallback: 'products.reference.failed',
      }),
    );
  else if (preview.data.usd === null && preview.data.eur === null)
    status = t('products.reference.noneOnSale');
  else {
    const none = t('products.reference.none');
    status = t('products.reference.shown', {
      usd: preview.data.usd === null ? none : formatMoney(preview.data.usd, 'usd', i18n.language),
      eur: preview.data.eur === null ? none : formatMoney(preview.data.eur, 'eur', i18n.language),
    });
  }
  return (
    <div
      className="flex flex-col gap-1 rounded-lg bg-cream p-3 text-sm sm:col-span-2 lg:col-span-4"
      data-testid="reference-price"
    >
      <p className="font-medium text-ink" role="status">
        {status}
      </p>
      <p className="text-ink/75">{t('products.reference.rule')}</p>
    </div>
  );
}
