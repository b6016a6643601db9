import { Page } from '../../components/layout/page';

export default function CartRoute() {
  return <Page id="cart" noIndex />;
}
