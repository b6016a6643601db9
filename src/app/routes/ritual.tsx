import { Page } from '@/components/layout/page';
import { RitualView } from '@/features/content/components/ritual-view';
import { PublishedPage } from '@/features/content/components/published-page';
import { paths } from '@/lib/paths';

export default function RitualRoute() {
  return (
    <PublishedPage page="ritual" path={paths.ritual}>
      {(copy, languages) => (
        <Page id="ritual" languages={languages}>
          <RitualView copy={copy} />
        </Page>
      )}
    </PublishedPage>
  );
}
