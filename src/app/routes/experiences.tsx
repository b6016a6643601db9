import { Page } from '@/components/layout/page';
import { useBrandCopy } from '@/features/content/api/get-brand-copy';
import { ExperiencesView } from '@/features/content/components/experiences-view';

export default function ExperiencesRoute() {
  const copy = useBrandCopy();
  return (
    <Page id="experiences">
      <ExperiencesView copy={copy.experiences} />
    </Page>
  );
}
