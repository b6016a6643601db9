// What the cart tells before checkout starts (consumer code L221-5 and L111-1): the means of payment the payment
// page takes (the owner's facts) and the countries the shop delivers to (the shipping zones, given by the route).
import { useTranslation } from 'react-i18next';
import { countryName } from '@/content/countries';
import type { PaymentMethod } from '@/lib/legal-facts';

export type DeliveryCountries =
  { status: 'pending' } | { status: 'error' } | { status: 'ok'; codes: readonly string[] };

/** The country names in the language, in its alphabetical order. */
export function deliveryCountryNames(codes: readonly string[], language: string): string[] {
  const collator = new Intl.Collator(language);
  return codes.map((code) => countryName(code, language)).sort((a, b) => collator.compare(a, b));
}

export function CartPurchaseInfo({
  paymentMethods,
  countries,
}: {
  paymentMethods: readonly PaymentMethod[];
  countries: DeliveryCountries;
}) {
  const { t, i18n } = useTranslation('shop');
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  return (
    <dl className="mt-4 space-y-3 border-t border-ink/10 pt-4 text-sm">
      <div data-testid="cart-payment-methods">
        <dt className="font-medium">{t('cart.paymentMethods')}</dt>
        <dd className="text-ink/80">
          {list.format(paymentMethods.map((method) => t(`cart.paymentMethod.${method}`)))}
        </dd>
      </div>
      <div data-testid="cart-delivery-countries">
        <dt className="font-medium">{t('cart.deliveryCountries')}</dt>
        <dd className="text-ink/80">
          {countries.status === 'ok'
            ? list.format(deliveryCountryNames(countries.codes, i18n.language))
            : countries.status === 'pending'
              ? t('cart.deliveryCountriesLoading')
              : t('cart.deliveryCountriesFailed')}
        </dd>
      </div>
    </dl>
  );
}
