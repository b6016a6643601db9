import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function AdminOrdersRoute() {
  return (
    <RequireAdmin>
      <Page id="adminOrders" noIndex />
    </RequireAdmin>
  );
}
