import { Page } from '@/components/layout/page';
import { CatalogueMigration } from '@/features/admin/components/catalogue-migration';

export default function AdminMigrationRoute() {
  return (
    <Page id="adminMigration" noIndex>
      <CatalogueMigration />
    </Page>
  );
}
