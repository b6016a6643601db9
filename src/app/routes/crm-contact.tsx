import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function CrmContactRoute() {
  return (
    <RequireAdmin>
      <Page id="crmContact" noIndex />
    </RequireAdmin>
  );
}
