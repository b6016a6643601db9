import { Page } from '../../components/layout/page';
import { RequireAdmin } from '../../features/auth/components/guards';

export default function AdminMigrateImagesRoute() {
  return (
    <RequireAdmin>
      <Page id="adminMigrateImages" noIndex />
    </RequireAdmin>
  );
}
