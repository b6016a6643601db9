// The cart's delivery estimate and promotion code: the country the shopper ships to (the one typed at checkout,
// else the likely one for the language; changing it here carries it to the checkout), what delivery costs there
// for these lines (the quote create_checkout_order will charge), the code's reduction, the estimated total and
// the VAT it includes there.
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { formatMoney, type Currency } from '@/lib/money';
import { countryOptions, orderAmounts } from '@/features/checkout/checkout-model';
import { TaxAndDelivery } from './tax-and-delivery';
import { useCheckoutDetails } from '@/features/checkout/use-checkout-details';
import { useAppliedPromoCode, usePromoCheck } from '@/features/checkout/api/promo-code';
import {
  deliveryFor,
  likelyCountry,
  shownVat,
  useShippingEstimate,
  type EstimateLine,
} from '@/features/checkout/api/shipping-estimate';
import { PromoCodeField } from './promo-code-field';

export function CartDelivery({
  lines,
  subtotal,
  currency,
}: {
  lines: EstimateLine[];
  subtotal: number;
  currency: Currency;
}) {
  const { t, i18n } = useTranslation('checkout');
  const [details, setDetails] = useCheckoutDetails(null);
  const country = details.country || likelyCountry(i18n.language);
  const estimate = useShippingEstimate(i18n.language, country, lines, currency);
  // The select shows the country, guessed or not: its VAT is the one to show.
  const vat = shownVat(estimate, true);
  const [applied, setApplied] = useAppliedPromoCode();
  const promo = usePromoCheck(applied, i18n.language, lines, currency);
  const discount = promo.data?.ok ? promo.data.discount : 0;
  const amounts = orderAmounts(
    [subtotal - discount],
    vat,
    estimate.status === 'ok' ? deliveryFor(estimate.quote, subtotal - discount) : 0,
  );
  return (
    <div className="mt-4 border-t border-ink/10 pt-4" data-testid="cart-delivery">
      <SelectField
        label={t('shipping.country')}
        value={country}
        onChange={(event) => setDetails((current) => ({ ...current, country: event.target.value }))}
      >
        {countryOptions(i18n.language).map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <PromoCodeField
        applied={applied}
        onApply={setApplied}
        check={promo.data}
        items={lines}
        currency={currency}
      />
      <dl className="mt-3 space-y-1 text-sm">
        <TaxAndDelivery part="delivery" amounts={amounts} currency={currency} estimate={estimate} />
        {estimate.status === 'ok' ? (
          <div className="flex justify-between font-semibold">
            <dt>{t('total')}</dt>
            <dd data-testid="cart-total">
              {formatMoney(amounts.total, currency, i18n.language, {
                cents: !Number.isInteger(amounts.total),
              })}
            </dd>
          </div>
        ) : null}
        <TaxAndDelivery part="vat" amounts={amounts} currency={currency} vat={vat} />
      </dl>
    </div>
  );
}
