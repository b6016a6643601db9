// The summary rows the law wants before payment: what delivery costs (its estimate for the country: free, an
// amount with the threshold from which it is free, or why there is none) and the VAT the total includes, to the
// cent.
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@/lib/money';
import type { DeliveryEstimate } from '@/features/checkout/api/shipping-estimate';
import type { OrderAmounts } from '@/features/checkout/checkout-model';
import { numberFormat } from '@/lib/locale';

export function TaxAndDelivery({
  part,
  amounts,
  currency,
  vatRate,
  estimate,
}: {
  part: 'delivery' | 'vat';
  amounts: OrderAmounts;
  currency: Currency;
  vatRate: number;
  /** The delivery quote for the chosen country; without it, amounts.delivery is shown as it is. */
  estimate?: DeliveryEstimate;
}) {
  const { t, i18n } = useTranslation('checkout');
  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { cents: !Number.isInteger(amount) });
  if (part === 'delivery') {
    let figure = amounts.delivery === 0 ? t('free') : money(amounts.delivery);
    let note: string | null = null;
    if (estimate?.status === 'pending') figure = t('shipping.pending');
    if (estimate?.status === 'error') figure = t(`shipping.${estimate.problem}`);
    if (estimate?.status === 'ok' && amounts.delivery > 0 && estimate.quote.free_from !== null) {
      note = t('shipping.freeFrom', { amount: money(estimate.quote.free_from) });
    }
    return (
      <div className="flex justify-between gap-4">
        <dt>{t('delivery')}</dt>
        <dd className="text-right">
          <span data-testid="checkout-delivery" role={estimate?.status === 'error' ? 'alert' : undefined}>
            {figure}
          </span>
          {note ? <span className="block text-xs text-ink/70">{note}</span> : null}
        </dd>
      </div>
    );
  }
  return (
    <div className="flex justify-between text-ink/75">
      <dt>{t('vatIncluded', { rate: numberFormat(i18n.language).format(vatRate) })}</dt>
      <dd data-testid="checkout-vat">{formatMoney(amounts.vat, currency, i18n.language, { cents: true })}</dd>
    </div>
  );
}
