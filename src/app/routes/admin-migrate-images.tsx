import { Page } from '@/components/layout/page';
import { ImageMigration } from '@/features/admin/components/image-migration';

export default function AdminMigrateImagesRoute() {
  return (
    <Page id="adminMigrateImages" noIndex>
      <ImageMigration />
    </Page>
  );
}
