// /reservation-checkout: the reserved item, what is due now and later, the policy to accept, then payment.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Checkbox, FieldMessage, Label } from '@/components/ui/form-controls';
import { formatMoney, type Currency } from '@/lib/money';
import { UnitPrice } from '@/components/ui/unit-price';
import { formatUnitPrice, type NetQuantity } from '@/lib/unit-price';
import { likelyCountry, shownVat, useShippingEstimate } from '@/features/checkout/api/shipping-estimate';
import { createCheckout } from '@/features/checkout/api/create-checkout';
import { orderAmounts, toCheckoutParties } from '@/features/checkout/checkout-model';
import type { ReservationItem } from '@/features/checkout/reservation-state';
import { useCheckoutDetails } from '@/features/checkout/use-checkout-details';
import { PayForm } from './pay-form';
import { TaxAndDelivery } from './tax-and-delivery';
import { dateFormat } from '@/lib/locale';
import { paths } from '@/lib/paths';

export interface ReservationCheckoutViewProps {
  item: ReservationItem | null;
  /** Current price (in `currency`) and policy (in the language) of the product, once the catalogue is loaded. */
  product: { price: number; policy: string; netQuantity?: NetQuantity | null } | null;
  /** The shopper's currency: shown here, and the one the reservation is charged in. */
  currency: Currency;
  signedIn: boolean;
  prefill: { email?: string; name?: string } | null;
}

export function ReservationCheckoutView({
  item,
  product,
  currency,
  signedIn,
  prefill,
}: ReservationCheckoutViewProps) {
  const { t, i18n } = useTranslation('checkout');
  const [details, setDetails] = useCheckoutDetails(prefill);
  const [accepted, setAccepted] = useState(false);
  const policyId = useId();
  const estimate = useShippingEstimate(
    i18n.language,
    details.country || likelyCountry(i18n.language),
    item ? [{ product_id: item.product_id, quantity: 1 }] : [],
    currency,
  );

  if (!item) {
    return <EmptyState message={t('reservation.missing')} actionLabel={t('browse')} to={paths.collection} />;
  }

  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { cents: !Number.isInteger(amount) });
  const price = product?.price ?? item.product_price;
  const vat = shownVat(estimate, details.country !== '');
  const amounts = orderAmounts([price], vat, estimate.status === 'ok' ? estimate.quote.amount : 0);
  // A 50% deposit is half the goods; delivery is paid with the balance (as create_checkout_order charges it).
  const dueNow = item.is_deposit ? Math.round(price * 50) / 100 : amounts.total;
  const delivery = new Date();
  delivery.setDate(delivery.getDate() + item.estimated_delivery_days);
  const deliveryText = dateFormat(i18n.language, { dateStyle: 'long' }).format(delivery);

  const summary = (
    <section aria-labelledby="reservation-summary">
      <h2 id="reservation-summary" className="font-serif text-2xl">
        {t('reservation.summaryTitle')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {item.product_image ? (
          <img
            src={item.product_image}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 rounded-lg bg-sand object-cover"
          />
        ) : null}
        <p className="font-medium">{item.product_name}</p>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>{t('reservation.price')}</dt>
          <dd className="text-right">
            {money(price)}
            <UnitPrice
              text={formatUnitPrice(price, currency, product?.netQuantity ?? null, i18n.language)}
              label={t('unitPriceLabel')}
            />
          </dd>
        </div>
        <TaxAndDelivery part="delivery" amounts={amounts} currency={currency} estimate={estimate} />
        <div className="flex justify-between">
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{money(amounts.total)}</dd>
        </div>
        <TaxAndDelivery part="vat" amounts={amounts} currency={currency} vat={vat} />
        <div className="flex justify-between">
          <dt>{t('reservation.option')}</dt>
          <dd>{item.is_deposit ? t('reservation.deposit') : t('reservation.full')}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>{t('reservation.dueNow')}</dt>
          <dd data-testid="due-now">{money(dueNow)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('reservation.balanceDue')}</dt>
          <dd data-testid="balance-due">{money(amounts.total - dueNow)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('reservation.estimatedDelivery')}</dt>
          <dd>{deliveryText}</dd>
        </div>
      </dl>
    </section>
  );

  if (!signedIn) {
    return (
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="rounded-2xl bg-white/60 p-8">
          <p className="text-lg">{t('reservation.signInNeeded')}</p>
          <Button asChild className="mt-6">
            <Link to={paths.auth} state={{ from: '/reservation-checkout' }}>
              {t('reservation.signIn')}
            </Link>
          </Button>
        </div>
        <aside className="rounded-2xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/5">{summary}</aside>
      </div>
    );
  }

  return (
    <PayForm
      details={details}
      onDetailsChange={setDetails}
      summary={summary}
      extraErrors={(): Record<string, string> => (accepted ? {} : { policy: 'errors.policyRequired' })}
      extraFields={(errors) => (
        <section aria-labelledby={`${policyId}-title`} className="rounded-2xl bg-sand/60 p-6">
          <h2 id={`${policyId}-title`} className="font-serif text-2xl">
            {t('reservation.policyTitle')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-sm leading-relaxed">
            {product?.policy || t('reservation.defaultPolicy')}
          </p>
          <Label className="mt-4 flex items-start gap-3 font-normal">
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              aria-invalid={errors.policy ? true : undefined}
              aria-describedby={errors.policy ? `${policyId}-error` : undefined}
              className="mt-0.5"
            />
            <span>{t('reservation.acceptPolicy')}</span>
          </Label>
          {errors.policy ? (
            <FieldMessage id={policyId} tone="error" className="mt-1">
              {t(errors.policy)}
            </FieldMessage>
          ) : null}
        </section>
      )}
      onPay={() =>
        createCheckout(
          {
            purpose: 'order',
            kind: 'reservation',
            items: [{ product_id: item.product_id, quantity: 1 }],
            reservation_option: item.is_deposit ? 'deposit' : 'full',
            accept_cancellation_policy: true,
            accept_terms: true,
            currency,
            ...toCheckoutParties(details),
          },
          i18n.language,
        )
      }
    />
  );
}
