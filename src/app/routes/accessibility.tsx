import { Page } from '@/components/layout/page';
import { useAccessibilityCopy } from '@/features/content/api/get-accessibility-copy';
import { DocumentView } from '@/features/content/components/legal-view';

export default function AccessibilityRoute() {
  const { copy, demo } = useAccessibilityCopy();
  return (
    <Page id="accessibility">
      <DocumentView id="accessibility" copy={copy} document={copy.document} demo={demo} />
    </Page>
  );
}
