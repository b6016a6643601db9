import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function AdminProductsRoute() {
  return (
    <RequireAdmin>
      <Page id="adminProducts" noIndex />
    </RequireAdmin>
  );
}
