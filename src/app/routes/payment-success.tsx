import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useCart } from '@/features/cart/cart-context';
import { forgetCheckoutAttempt } from '@/features/checkout/api/create-checkout';
import { PaymentStatus } from '@/features/orders/components/payment-status';
import type { OrderReceipt } from '@/features/orders/order-model';

const CLEARED_KEY = 'cart-cleared-for-order';

export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const { clear } = useCart();
  // Empty the cart once per paid purchase: a reload of this page must not empty a cart filled since.
  const onPurchaseConfirmed = useCallback(
    (receipt: OrderReceipt) => {
      if (receipt.kind === 'reservation') return;
      try {
        if (window.sessionStorage.getItem(CLEARED_KEY) === receipt.id) return;
        window.sessionStorage.setItem(CLEARED_KEY, receipt.id);
      } catch {
        // Without storage the cart is still emptied once per visit of this page.
      }
      clear();
      // The cart is empty now: the next checkout is a new order, not a replay of this paid one.
      forgetCheckoutAttempt();
    },
    [clear],
  );
  return (
    <Page id="paymentSuccess" noIndex>
      <PaymentStatus
        orderId={params.get('order') ?? ''}
        token={params.get('token') ?? ''}
        onPurchaseConfirmed={onPurchaseConfirmed}
      />
    </Page>
  );
}
