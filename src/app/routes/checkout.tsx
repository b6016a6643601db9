import { Page } from '../../components/layout/page';

export default function CheckoutRoute() {
  return <Page id="checkout" noIndex />;
}
