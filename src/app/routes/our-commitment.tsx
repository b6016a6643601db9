import { Page } from '@/components/layout/page';
import { useBrandCopy } from '@/features/content/api/get-brand-copy';
import { CommitmentView } from '@/features/content/components/commitment-view';

export default function OurCommitmentRoute() {
  const copy = useBrandCopy();
  return (
    <Page id="ourCommitment">
      <CommitmentView copy={copy.commitment} />
    </Page>
  );
}
