import { Page } from '@/components/layout/page';
import { useLegalCopy } from '@/features/content/api/get-legal-copy';
import { LegalView } from '@/features/content/components/legal-view';

export default function PrivacyRoute() {
  const { copy, demo } = useLegalCopy();
  return (
    <Page id="privacy">
      <LegalView copy={copy} page="privacy" demo={demo} />
    </Page>
  );
}
