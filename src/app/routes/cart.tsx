import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { CartView } from '@/features/cart/components/cart-view';
import { CartPurchaseInfo } from '@/features/cart/components/cart-purchase-info';
import { useCart } from '@/features/cart/cart-context';
import { PurchaseReassurance } from '@/features/catalog/components/purchase-reassurance';
import { CartDelivery } from '@/features/checkout/components/cart-delivery';
import { useDeliveryCountries } from '@/features/checkout/api/get-delivery-countries';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import { formatUnitPrice } from '@/lib/unit-price';
import { useCurrency } from '@/lib/use-currency';
import { useNetQuantities } from '@/app/use-net-quantities';
import { usePreorderDates } from '@/app/use-preorder-dates';

export default function CartRoute() {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  const { items } = useCart();
  const netQuantity = useNetQuantities(items.length > 0);
  const shipDate = usePreorderDates(items.length > 0);
  const countries = useDeliveryCountries();
  return (
    <Page id="cart" noIndex focusHeading>
      <CartView
        delivery={(lines, subtotal) => <CartDelivery lines={lines} subtotal={subtotal} currency={currency} />}
        shipDateOf={(item) => shipDate(item.id)}
        unitPriceOf={(item) =>
          formatUnitPrice(item.displayPrice, item.displayCurrency, netQuantity(item.id), i18n.language)
        }
        beforeCheckout={
          <CartPurchaseInfo
            paymentMethods={LEGAL_FACTS.paymentMethods}
            countries={
              countries.data
                ? { status: 'ok', codes: countries.data }
                : countries.isError
                  ? { status: 'error' }
                  : { status: 'pending' }
            }
          />
        }
        afterCheckout={<PurchaseReassurance action="purchase" className="mt-3" />}
      />
    </Page>
  );
}
