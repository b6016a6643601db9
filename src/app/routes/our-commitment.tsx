import { Page } from '@/components/layout/page';
import { CommitmentView } from '@/features/content/components/commitment-view';
import { PublishedPage } from '@/features/content/components/published-page';
import { paths } from '@/lib/paths';

export default function OurCommitmentRoute() {
  return (
    <PublishedPage page="commitment" path={paths.ourCommitment}>
      {(copy, languages) => (
        <Page id="ourCommitment" languages={languages}>
          <CommitmentView copy={copy} />
        </Page>
      )}
    </PublishedPage>
  );
}
