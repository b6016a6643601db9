// /checkout: the cart's lines, delivery to the chosen country (estimated as SQL will charge it), the shopper's
// details, and the way to the payment page.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { UnitPrice } from '@/components/ui/unit-price';
import { formatUnitPrice, type NetQuantity } from '@/lib/unit-price';
import { formatMoney, type Currency } from '@/lib/money';
import { useAppliedPromoCode, usePromoCheck } from '@/features/checkout/api/promo-code';
import {
  deliveryFor,
  likelyCountry,
  shownVat,
  useShippingEstimate,
} from '@/features/checkout/api/shipping-estimate';
import { createCheckout } from '@/features/checkout/api/create-checkout';
import { orderAmounts, toCheckoutParties } from '@/features/checkout/checkout-model';
import { useCheckoutDetails } from '@/features/checkout/use-checkout-details';
import { formatShipDate } from '@/lib/ship-date';
import { PayForm } from './pay-form';
import { TaxAndDelivery } from './tax-and-delivery';
import { paths } from '@/lib/paths';

export interface CheckoutLine {
  product_id: string;
  name: string;
  image: string;
  quantity: number;
  /** The unit price in the checkout's currency (the cart re-prices its lines when the currency changes). */
  displayPrice: number;
  /** For the price per 100 ml or per kg beside the line; null or absent: the product gives no quantity. */
  netQuantity?: NetQuantity | null;
  /** A pre-order's expected shipping date; null or absent: not a pre-order. */
  shipsOn?: Date | null;
}

export function CheckoutView({
  lines,
  currency,
  prefill,
}: {
  lines: CheckoutLine[];
  /** The shopper's currency: shown here, and the one the order is charged in. */
  currency: Currency;
  prefill: { email?: string; name?: string } | null;
}) {
  const { t, i18n } = useTranslation('checkout');
  const [details, setDetails] = useCheckoutDetails(prefill);
  const [promoCode] = useAppliedPromoCode();
  const promo = usePromoCheck(promoCode, i18n.language, lines, currency);
  const discount = promo.data?.ok ? promo.data.discount : 0;
  const estimate = useShippingEstimate(
    i18n.language,
    details.country || likelyCountry(i18n.language),
    lines,
    currency,
  );

  if (lines.length === 0) {
    return <EmptyState message={t('emptyCart')} actionLabel={t('browse')} to={paths.collection} />;
  }

  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { cents: !Number.isInteger(amount) });
  const vat = shownVat(estimate, details.country !== '');
  const amounts = orderAmounts(
    [...lines.map((line) => line.displayPrice * line.quantity), -discount],
    vat,
    estimate.status === 'ok'
      ? deliveryFor(
          estimate.quote,
          lines.reduce((sum, line) => sum + line.displayPrice * line.quantity, 0) - discount,
        )
      : 0,
  );

  const summary = (
    <section aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className="font-serif text-2xl">
        {t('summaryTitle')}
      </h2>
      <ul className="mt-4 divide-y divide-ink/10 text-sm">
        {lines.map((line) => (
          <li key={line.product_id} className="flex justify-between gap-4 py-3">
            <span>
              {line.name} <span className="text-ink/70">× {line.quantity}</span>
              <UnitPrice
                text={formatUnitPrice(line.displayPrice, currency, line.netQuantity ?? null, i18n.language)}
                label={t('unitPriceLabel')}
              />
              {line.shipsOn ? (
                <span className="block text-moss-dark" data-testid="preorder-ship">
                  {t('preorderShips', { date: formatShipDate(line.shipsOn, i18n.language) })}
                </span>
              ) : null}
            </span>
            <span>{money(line.displayPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-ink/10 pt-3 text-sm">
        {promoCode ? (
          <div className="flex justify-between">
            <dt>{t('promo.line', { code: promoCode })}</dt>
            <dd data-testid="checkout-discount">
              {promo.data?.ok ? `−${money(discount)}` : promo.data ? t('promo.notApplied') : '…'}
            </dd>
          </div>
        ) : null}
        <TaxAndDelivery part="delivery" amounts={amounts} currency={currency} estimate={estimate} />
        <div className="flex justify-between text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">
            {estimate.status === 'ok'
              ? money(amounts.total)
              : estimate.status === 'pending'
                ? t('shipping.pending')
                : '—'}
          </dd>
        </div>
        <TaxAndDelivery part="vat" amounts={amounts} currency={currency} vat={vat} />
      </dl>
      <p className="mt-2 text-xs text-ink/70">{t('pricesConfirmed')}</p>
    </section>
  );

  return (
    <PayForm
      details={details}
      onDetailsChange={setDetails}
      summary={summary}
      onPay={() =>
        createCheckout(
          {
            purpose: 'order',
            kind: 'purchase',
            items: lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })),
            accept_terms: true,
            ...(promoCode ? { promo_code: promoCode } : {}),
            currency,
            ...toCheckoutParties(details),
          },
          i18n.language,
        )
      }
    />
  );
}
