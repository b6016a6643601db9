import { Page } from '../../components/layout/page';

export default function AdminProductsRoute() {
  return <Page id="adminProducts" noIndex />;
}
