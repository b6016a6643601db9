import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function CrmOrdersRoute() {
  return (
    <RequireAdmin>
      <Page id="crmOrders" noIndex />
    </RequireAdmin>
  );
}
