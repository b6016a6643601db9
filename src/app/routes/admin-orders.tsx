import { Page } from '../../components/layout/page';

export default function AdminOrdersRoute() {
  return <Page id="adminOrders" noIndex />;
}
