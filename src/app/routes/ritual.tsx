import { Page } from '@/components/layout/page';
import { useBrandCopy } from '@/features/content/api/get-brand-copy';
import { RitualView } from '@/features/content/components/ritual-view';

export default function RitualRoute() {
  const copy = useBrandCopy();
  return (
    <Page id="ritual">
      <RitualView copy={copy.ritual} />
    </Page>
  );
}
