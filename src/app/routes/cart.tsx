import { Page } from '@/components/layout/page';
import { CartView } from '@/features/cart/components/cart-view';
import { CartDelivery } from '@/features/checkout/components/cart-delivery';
import { useCurrency } from '@/lib/use-currency';

export default function CartRoute() {
  const currency = useCurrency();
  return (
    <Page id="cart" noIndex focusHeading>
      <CartView
        delivery={(lines, subtotal) => <CartDelivery lines={lines} subtotal={subtotal} currency={currency} />}
      />
    </Page>
  );
}
