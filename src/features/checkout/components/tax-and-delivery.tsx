// The summary rows the law wants before payment: what delivery costs (its estimate for the country: free, an
// amount with the threshold from which it is free, or why there is none) and the VAT the total includes under
// the delivery country's terms (its rate and amount, to the cent, or the export exemption).
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@/lib/money';
import type { DeliveryEstimate } from '@/features/checkout/api/shipping-estimate';
import type { OrderAmounts, VatTerms } from '@/features/checkout/checkout-model';
import { numberFormat } from '@/lib/locale';

export function TaxAndDelivery(
  props: { amounts: OrderAmounts; currency: Currency } & (
    | {
        part: 'delivery';
        /** The delivery quote for the chosen country; without it, amounts.delivery is shown as it is. */
        estimate?: DeliveryEstimate;
      }
    | {
        part: 'vat';
        /** SQL's VAT for the delivery country; null while unknown, and then the row says nothing. */
        vat: VatTerms | null;
      }
  ),
) {
  const { amounts, currency } = props;
  const { t, i18n } = useTranslation('checkout');
  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { cents: !Number.isInteger(amount) });
  if (props.part === 'delivery') {
    const { estimate } = props;
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
  const { vat } = props;
  if (!vat || amounts.vat === null) return null;
  if (vat.regime === 'export') {
    // No amount to name: the statement is the row's value, under a term only screen readers need.
    return (
      <div className="flex justify-between text-ink/75">
        <dt className="sr-only">{t('vat')}</dt>
        <dd data-testid="checkout-vat">{t('vatExempt')}</dd>
      </div>
    );
  }
  return (
    <div className="flex justify-between text-ink/75">
      <dt>{t('vatIncluded', { rate: numberFormat(i18n.language).format(vat.rate) })}</dt>
      <dd data-testid="checkout-vat">{formatMoney(amounts.vat, currency, i18n.language, { cents: true })}</dd>
    </div>
  );
}
