// The summary rows the law wants before payment: what delivery costs (free while it is 0) and the VAT the total
// includes, to the cent.
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '../../../lib/money';
import type { OrderAmounts } from '../checkout-model';

export function TaxAndDelivery({
  part,
  amounts,
  currency,
  vatRate,
}: {
  part: 'delivery' | 'vat';
  amounts: OrderAmounts;
  currency: Currency;
  vatRate: number;
}) {
  const { t, i18n } = useTranslation('checkout');
  if (part === 'delivery') {
    return (
      <div className="flex justify-between">
        <dt>{t('delivery')}</dt>
        <dd data-testid="checkout-delivery">
          {amounts.delivery === 0 ? t('free') : formatMoney(amounts.delivery, currency, i18n.language)}
        </dd>
      </div>
    );
  }
  return (
    <div className="flex justify-between text-ink/75">
      <dt>{t('vatIncluded', { rate: new Intl.NumberFormat(i18n.language).format(vatRate) })}</dt>
      <dd data-testid="checkout-vat">{formatMoney(amounts.vat, currency, i18n.language, { cents: true })}</dd>
    </div>
  );
}
