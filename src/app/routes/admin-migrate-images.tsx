import { Page } from '../../components/layout/page';

export default function AdminMigrateImagesRoute() {
  return <Page id="adminMigrateImages" noIndex />;
}
