import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function CrmImportRoute() {
  return (
    <RequireAdmin>
      <Page id="crmImport" noIndex />
    </RequireAdmin>
  );
}
