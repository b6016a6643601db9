import { Page } from '../../components/layout/page';
import { CartView } from '../../features/cart/components/cart-view';

export default function CartRoute() {
  return (
    <Page id="cart" noIndex>
      <CartView />
    </Page>
  );
}
