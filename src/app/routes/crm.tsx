import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function CrmRoute() {
  return (
    <RequireAdmin>
      <Page id="crm" noIndex />
    </RequireAdmin>
  );
}
