import { Page } from '../../components/layout/page';

export default function AdminMigrationRoute() {
  return <Page id="adminMigration" noIndex />;
}
