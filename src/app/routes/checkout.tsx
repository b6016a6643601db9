import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { memberContact } from '@/features/auth/auth-model';
import { useCart } from '@/features/cart/cart-context';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { useCurrency } from '@/lib/use-currency';
import { useNetQuantities } from '@/app/use-net-quantities';
import { usePreorderDates } from '@/app/use-preorder-dates';

export default function CheckoutRoute() {
  const { items } = useCart();
  const { user } = useAuth();
  const currency = useCurrency();
  const netQuantity = useNetQuantities(items.length > 0);
  const shipDate = usePreorderDates(items.length > 0);
  return (
    <Page id="checkout" noIndex>
      <CheckoutView
        lines={items.map((item) => ({
          product_id: item.id,
          name: item.name,
          image: item.image,
          quantity: item.quantity,
          displayPrice: item.displayPrice,
          netQuantity: netQuantity(item.id),
          shipsOn: shipDate(item.id),
        }))}
        currency={currency}
        prefill={memberContact(user)}
      />
    </Page>
  );
}
