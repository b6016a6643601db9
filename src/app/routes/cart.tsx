import { Page } from '@/components/layout/page';
import { CartView } from '@/features/cart/components/cart-view';
import { CartDelivery } from '@/features/checkout/components/cart-delivery';
import { toCurrency } from '@/lib/locale';
import { useTranslation } from 'react-i18next';

export default function CartRoute() {
  const { i18n } = useTranslation();
  return (
    <Page id="cart" noIndex>
      <CartView
        delivery={(lines, subtotal) => (
          <CartDelivery lines={lines} subtotal={subtotal} currency={toCurrency(i18n.language)} />
        )}
      />
    </Page>
  );
}
