import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function AdminMigrationRoute() {
  return (
    <RequireAdmin>
      <Page id="adminMigration" noIndex />
    </RequireAdmin>
  );
}
