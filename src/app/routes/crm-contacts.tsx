import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function CrmContactsRoute() {
  return (
    <RequireAdmin>
      <Page id="crmContacts" noIndex />
    </RequireAdmin>
  );
}
