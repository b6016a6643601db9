import { Page } from '@/components/layout/page';
import { ExperiencesView } from '@/features/content/components/experiences-view';
import { PublishedPage } from '@/features/content/components/published-page';
import { paths } from '@/lib/paths';

export default function ExperiencesRoute() {
  return (
    <PublishedPage page="experiences" path={paths.experiences}>
      {(copy, languages) => (
        <Page id="experiences" languages={languages}>
          <ExperiencesView copy={copy} />
        </Page>
      )}
    </PublishedPage>
  );
}
